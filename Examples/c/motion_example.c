/* A C program that uses Motion's core through pkg-config only:
 *
 *   cc motion_example.c $(pkg-config --cflags --libs cspring ceasing)
 *
 * It drives a spring toward a target that moves halfway through (keeping the
 * velocity), then prints an eased tween, and checks both against their
 * definitions so that `make check` notices a broken install. */
#include <math.h>
#include <stdio.h>

#include <ceasing.h>
#include <cspring.h>

int main(void) {
    cspring_params spring;
    cspring_state state = {0.0, 0.0};
    cspring_state expected;
    double settle, y;
    int frame;

    if (cspring_params_from_duration_bounce(&spring, 0.5, 0.3) != CSPRING_OK) {
        fprintf(stderr, "spring parameters rejected\n");
        return 1;
    }
    for (frame = 1; frame <= 30; frame++) cspring_step(&spring, 100.0, 1.0 / 60.0, &state);
    expected = cspring_evaluate(&spring, 0.0, 0.0, 100.0, 0.5);
    if (fabs(state.position - expected.position) > 1e-9) {
        fprintf(stderr, "stepping disagrees with evaluation\n");
        return 1;
    }
    /* Retarget to 40 mid-flight: the velocity carries over. */
    for (frame = 31; frame <= 90; frame++) {
        cspring_step(&spring, 40.0, 1.0 / 60.0, &state);
        if (frame % 15 == 0) printf("spring frame %2d: x = %8.4f  v = %9.4f\n", frame, state.position, state.velocity);
    }
    if (cspring_settling_time(&spring, state.position - 40.0, state.velocity, 1e-4, 1e-3, &settle) != CSPRING_OK) {
        return 1;
    }
    printf("settles within 1e-4 in %.4f s more\n", settle);

    for (frame = 0; frame <= 4; frame++) {
        y = ceasing_cubic_out(frame / 4.0);
        printf("easeOutCubic(%.2f) = %.6f\n", frame / 4.0, y);
        if (fabs(y - (1.0 - pow(1.0 - frame / 4.0, 3))) > 1e-15) return 1;
    }
    printf("cspring %d, ceasing %d\n", cspring_version(), ceasing_version());
    return 0;
}
