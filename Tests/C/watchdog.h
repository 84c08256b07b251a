/* watchdog.h - turns a hang in a plain C test into a failure naming the call.
 *
 *   #define _POSIX_C_SOURCE 200809L   (before any include: sigaction, alarm)
 *   #include "watchdog.h"
 *   start_watchdog();                 (once, in main)
 *   CALL("f(%g)", x); f(x);           (records the call about to run)
 *
 * After WATCHDOG_SECONDS (or MOTION_WATCHDOG_SECONDS from the environment, for
 * slow runners such as qemu) the process writes the last recorded call to
 * stderr and exits with status 2.
 */
#ifndef MOTION_WATCHDOG_H
#define MOTION_WATCHDOG_H

#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define WATCHDOG_SECONDS 60

static char current_call[256] = "(none)";

static void on_alarm(int signal_number) {
    static const char prefix[] = "\nwatchdog: no return within the time limit; last call started: ";
    (void)signal_number;
    (void)!write(2, prefix, sizeof prefix - 1);
    (void)!write(2, current_call, strlen(current_call));
    (void)!write(2, "\n", 1);
    _exit(2);
}

static void start_watchdog(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_alarm;
    sigemptyset(&action.sa_mask);
    sigaction(SIGALRM, &action, NULL);
    const char *seconds = getenv("MOTION_WATCHDOG_SECONDS");
    long limit = seconds ? strtol(seconds, NULL, 10) : 0;
    alarm(limit > 0 && limit < 86400 ? (unsigned)limit : WATCHDOG_SECONDS);
}

#define CALL(...) snprintf(current_call, sizeof current_call, __VA_ARGS__)

#endif
