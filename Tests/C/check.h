/* check.h - a minimal test runner for Motion's plain C tests.
 *
 *   static void test_something(void) { CHECK(1 + 1 == 2); CHECK_CLOSE(x, 0.5, 1e-12); }
 *   int main(void) { RUN(test_something); return check_summary("cspring"); }
 *
 * A test passes when none of its checks fail. check_summary prints
 * "NAME: N passed, N failed" on a line of its own and returns the exit status.
 */
#ifndef MOTION_CHECK_H
#define MOTION_CHECK_H

#include <math.h>
#include <stdio.h>

static int check_tests_passed;
static int check_tests_failed;
static int check_current_failures;

#define CHECK(cond) \
    do { \
        if (!(cond)) { \
            check_current_failures++; \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        } \
    } while (0)

/* |actual - expected| <= tol, and never true for NaN. */
#define CHECK_CLOSE(actual, expected, tol) \
    do { \
        double check_a_ = (double)(actual), check_e_ = (double)(expected), check_t_ = (double)(tol); \
        if (!(fabs(check_a_ - check_e_) <= check_t_)) { \
            check_current_failures++; \
            fprintf(stderr, "%s:%d: %s = %.17g, expected %.17g (tolerance %g, error %g)\n", \
                    __FILE__, __LINE__, #actual, check_a_, check_e_, check_t_, fabs(check_a_ - check_e_)); \
        } \
    } while (0)

/* Relative closeness: |a - e| <= tol * max(|e|, floor). */
#define CHECK_REL(actual, expected, tol, floor_) \
    do { \
        double check_a_ = (double)(actual), check_e_ = (double)(expected); \
        double check_s_ = fabs(check_e_) > (floor_) ? fabs(check_e_) : (floor_); \
        if (!(fabs(check_a_ - check_e_) <= (tol) * check_s_)) { \
            check_current_failures++; \
            fprintf(stderr, "%s:%d: %s = %.17g, expected %.17g (relative tolerance %g, error %g)\n", \
                    __FILE__, __LINE__, #actual, check_a_, check_e_, (double)(tol), \
                    fabs(check_a_ - check_e_) / check_s_); \
        } \
    } while (0)

#define RUN(test) \
    do { \
        check_current_failures = 0; \
        test(); \
        if (check_current_failures == 0) { \
            check_tests_passed++; \
        } else { \
            check_tests_failed++; \
            fprintf(stderr, "FAILED: %s (%d checks)\n", #test, check_current_failures); \
        } \
    } while (0)

static int check_summary(const char *name) {
    printf("%s: %d passed, %d failed\n", name, check_tests_passed, check_tests_failed);
    return check_tests_failed == 0 && check_tests_passed > 0 ? 0 : 1;
}

#endif
