/* sdl_springs.c: Motion's C core in an SDL2 game loop, in plain C99.
 *
 * Drag a card and let go: it flies on with its release velocity (an
 * exponential decay), rubber-bands past the window's edges, and a spring
 * catches it into the nearest free slot, taking over the fling's exact
 * position and velocity. Below, a row of easing curves plays side by side
 * (space replays it). The same scene as Examples/SDLDemo, with cspring.h and
 * ceasing.h only: every position is a closed form evaluated at the frame's time.
 *
 *   make install PREFIX=/tmp/motion
 *   export PKG_CONFIG_PATH=/tmp/motion/lib/pkgconfig LD_LIBRARY_PATH=/tmp/motion/lib
 *   cc -std=c99 sdl_springs.c -o sdl_springs $(pkg-config --cflags --libs cspring ceasing sdl2) -lm
 *   ./sdl_springs                                 interactive, vsync, sleeps while idle
 *   SDL_VIDEODRIVER=dummy ./sdl_springs --replay SCRIPT [--frames DIR]
 *
 * --replay plays a scripted session on a 16 ms frame clock (the format is in
 * Examples/SDLDemo/Sources/SDLDemo/Replay.swift and scripts/sdl_drag.txt),
 * pushes its pointer events onto SDL's queue, saves the chosen frames as BMPs
 * into DIR (which must exist) and prints every frame's card positions. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <ceasing.h>
#include <cspring.h>

enum { WIDTH = 640, HEIGHT = 360, CARD_W = 80, CARD_H = 56, CARDS = 3, SLOTS = 6, LANES = 6 };
enum { FRAME_MS = 16, VELOCITY_WINDOW_MS = 50, MAX_SAMPLES = 64, MAX_SCRIPT = 512 };

static const double slots[SLOTS][2] = {{40, 24}, {280, 24}, {520, 24}, {40, 124}, {280, 124}, {520, 124}};
static const int start_slots[CARDS] = {3, 1, 2};
static const Uint8 card_colors[CARDS][3] = {{230, 80, 90}, {70, 160, 240}, {90, 200, 120}};
/* Where a card's top-left corner may rest, per axis: [0, window − card]. */
static const double bound_high[2] = {WIDTH - CARD_W, HEIGHT - CARD_H};
static const double dimension[2] = {WIDTH, HEIGHT};

#define CATCH_SPEED 300.0   /* px/s: below it the spring takes over from the fling */
#define CURVE_SECONDS 2.0   /* the row of curves crosses its lanes in 2 s */
#define LANE_TOP 232
#define LANE_SPACING 22
#define LANE_START 120.0
#define LANE_END 600.0

typedef enum { CARD_REST, CARD_DRAG, CARD_FLING, CARD_SPRING } card_phase;

typedef struct {
    card_phase phase;
    double pos[2];    /* top-left corner, unbanded */
    int slot;         /* the slot it rests in or heads for */
    double t0;        /* seconds: the fling's release or the spring's start */
    double x0[2];     /* the state at t0 */
    double v0[2];
    double duration;  /* seconds from t0 to the hand-off (fling) or to rest (spring) */
} card;

typedef struct {
    double ms;
    double x, y;
} sample;

typedef struct {
    cspring_params spring;  /* catches cards: duration 0.5 s, bounce 0.2 */
    cspring_params bouncy;  /* the spring lane of the curve row */
    cspring_decay decay;    /* 0.998 per ms, continuous: velocity is the position's derivative */
    card cards[CARDS];
    int order[CARDS];       /* drawing order, bottom first */
    int dragged;            /* -1 when no drag */
    double grab[2];
    sample samples[MAX_SAMPLES];
    int sample_count;
    double row_start;       /* seconds */
    double row_values[LANES];
} demo;

/* ---- Physics ------------------------------------------------------------ */

static double banded(double value, int axis) {
    double offset;
    if (value < 0.0 && cspring_rubber_band(value, dimension[axis], CSPRING_RUBBER_BAND_COEFFICIENT, &offset) == CSPRING_OK)
        return offset;
    if (value > bound_high[axis] &&
        cspring_rubber_band(value - bound_high[axis], dimension[axis], CSPRING_RUBBER_BAND_COEFFICIENT, &offset) ==
            CSPRING_OK)
        return bound_high[axis] + offset;
    return value;
}

/* Seconds until a fling leaves [0, high] on one axis: 0 if it starts outside,
   HUGE_VAL if it never reaches the edge. x(t) = x0 + v·g·(1 − e^(−t/τ)). */
static double crossing_time(const cspring_decay *decay, double x0, double v, double high) {
    double edge, fraction;
    if (x0 < 0.0 || x0 > high) return 0.0;
    if (v == 0.0) return HUGE_VAL;
    edge = v > 0.0 ? high : 0.0;
    fraction = (edge - x0) / (v * decay->gain);
    if (fraction >= 1.0) return HUGE_VAL;
    return -decay->time_constant * log1p(-fraction);
}

static void start_spring(demo *d, card *c, double t0, const double x0[2], const double v0[2]) {
    int axis;
    double longest = 0.0;
    c->phase = CARD_SPRING;
    c->t0 = t0;
    for (axis = 0; axis < 2; axis++) {
        double settle;
        c->x0[axis] = x0[axis];
        c->v0[axis] = v0[axis];
        /* At rest for good once within 0.01 px and 0.1 px/s of the slot. */
        if (cspring_settling_time(&d->spring, x0[axis] - slots[c->slot][axis], v0[axis], 0.01, 0.1, &settle) !=
            CSPRING_OK) {
            fprintf(stderr, "sdl_springs: cspring_settling_time failed\n");
            exit(1);
        }
        if (settle > longest) longest = settle;
    }
    c->duration = longest;
}

/* The release: plan the fling, the hand-off and the slot. */
static void release(demo *d, card *c, int self, const double velocity[2], double t) {
    double speed = sqrt(velocity[0] * velocity[0] + velocity[1] * velocity[1]);
    double catch_time = speed <= CATCH_SPEED ? 0.0 : d->decay.time_constant * log(speed / CATCH_SPEED);
    double aim[2], best_distance = HUGE_VAL;
    int axis, s, other;
    for (axis = 0; axis < 2; axis++) {
        double cross = crossing_time(&d->decay, c->pos[axis], velocity[axis], bound_high[axis]);
        double rest = cspring_decay_projection(&d->decay, c->pos[axis], velocity[axis]);
        if (cross < catch_time) catch_time = cross;
        aim[axis] = rest < 0.0 ? 0.0 : rest > bound_high[axis] ? bound_high[axis] : rest;
    }
    /* The free slot nearest to where the fling would come to rest. */
    for (s = 0; s < SLOTS; s++) {
        int taken = 0;
        double dx = slots[s][0] - aim[0], dy = slots[s][1] - aim[1];
        for (other = 0; other < CARDS; other++)
            if (other != self && d->cards[other].slot == s) taken = 1;
        if (!taken && dx * dx + dy * dy < best_distance) {
            best_distance = dx * dx + dy * dy;
            c->slot = s;
        }
    }
    for (axis = 0; axis < 2; axis++) {
        c->x0[axis] = c->pos[axis];
        c->v0[axis] = velocity[axis];
    }
    if (catch_time > 0.0) {
        c->phase = CARD_FLING;
        c->t0 = t;
        c->duration = catch_time;
    } else {
        start_spring(d, c, t, c->x0, c->v0);
    }
}

/* Moves an animating card to time t: the fling's closed form, then at the
   hand-off the spring's, from the fling's exact state. */
static void update_card(demo *d, card *c, double t) {
    int axis;
    if (c->phase == CARD_FLING) {
        if (t - c->t0 < c->duration) {
            for (axis = 0; axis < 2; axis++)
                c->pos[axis] = cspring_decay_evaluate(&d->decay, c->x0[axis], c->v0[axis], t - c->t0).position;
            return;
        } else {
            double x[2], v[2];
            for (axis = 0; axis < 2; axis++) {
                cspring_state s = cspring_decay_evaluate(&d->decay, c->x0[axis], c->v0[axis], c->duration);
                x[axis] = s.position;
                v[axis] = s.velocity;
            }
            start_spring(d, c, c->t0 + c->duration, x, v);
        }
    }
    if (c->phase == CARD_SPRING) {
        if (t - c->t0 >= c->duration) {
            c->phase = CARD_REST;
            c->pos[0] = slots[c->slot][0];
            c->pos[1] = slots[c->slot][1];
            return;
        }
        for (axis = 0; axis < 2; axis++)
            c->pos[axis] = cspring_evaluate(&d->spring, c->x0[axis], c->v0[axis], slots[c->slot][axis], t - c->t0)
                               .position;
    }
}

/* ---- The pointer -------------------------------------------------------- */

static void add_sample(demo *d, double ms, double x, double y) {
    int keep = 0, i;
    if (d->sample_count == MAX_SAMPLES) {
        memmove(d->samples, d->samples + 1, (MAX_SAMPLES - 1) * sizeof d->samples[0]);
        d->sample_count--;
    }
    d->samples[d->sample_count].ms = ms;
    d->samples[d->sample_count].x = x;
    d->samples[d->sample_count].y = y;
    d->sample_count++;
    while (keep < d->sample_count && d->samples[keep].ms < ms - VELOCITY_WINDOW_MS) keep++;
    for (i = keep; i < d->sample_count; i++) d->samples[i - keep] = d->samples[i];
    d->sample_count -= keep;
}

/* Pixels per second over the samples of the last 50 ms. */
static void pointer_velocity(const demo *d, double out[2]) {
    const sample *first = &d->samples[0], *last = &d->samples[d->sample_count - 1];
    double seconds = (last->ms - first->ms) / 1000.0;
    out[0] = seconds > 0.0 ? (last->x - first->x) / seconds : 0.0;
    out[1] = seconds > 0.0 ? (last->y - first->y) / seconds : 0.0;
}

static int card_at(const demo *d, double x, double y) {
    int i;
    for (i = CARDS - 1; i >= 0; i--) {
        int index = d->order[i];
        double left = banded(d->cards[index].pos[0], 0), top = banded(d->cards[index].pos[1], 1);
        if (x >= left && y >= top && x < left + CARD_W && y < top + CARD_H) return index;
    }
    return -1;
}

static void press(demo *d, double x, double y, double ms) {
    int index = card_at(d, x, y), i, j;
    if (index < 0) return;
    d->dragged = index;
    d->cards[index].phase = CARD_DRAG;
    /* The drag drives the physical position, so a rubber-banded card stays where it is drawn. */
    d->grab[0] = x - d->cards[index].pos[0];
    d->grab[1] = y - d->cards[index].pos[1];
    for (i = 0, j = 0; i < CARDS; i++)
        if (d->order[i] != index) d->order[j++] = d->order[i];
    d->order[CARDS - 1] = index;
    d->sample_count = 0;
    add_sample(d, ms, x, y);
}

static void pointer_event(demo *d, const SDL_Event *event, double ms) {
    double x, y, velocity[2];
    card *c;
    if (event->type == SDL_MOUSEBUTTONDOWN && event->button.button == SDL_BUTTON_LEFT) {
        press(d, event->button.x, event->button.y, ms);
        return;
    }
    if (d->dragged < 0) return;
    c = &d->cards[d->dragged];
    if (event->type == SDL_MOUSEMOTION) {
        x = event->motion.x;
        y = event->motion.y;
    } else if (event->type == SDL_MOUSEBUTTONUP && event->button.button == SDL_BUTTON_LEFT) {
        x = event->button.x;
        y = event->button.y;
    } else {
        return;
    }
    add_sample(d, ms, x, y);
    c->pos[0] = x - d->grab[0];
    c->pos[1] = y - d->grab[1];
    if (event->type == SDL_MOUSEBUTTONUP) {
        pointer_velocity(d, velocity);
        release(d, c, d->dragged, velocity, ms / 1000.0);
        d->dragged = -1;
    }
}

/* ---- The curve row ------------------------------------------------------ */

static void update_row(demo *d, double t) {
    double p = (t - d->row_start) / CURVE_SECONDS, s;
    if (p < 0.0) p = 0.0;
    if (p > 1.0) p = 1.0;
    s = p * CURVE_SECONDS;
    d->row_values[0] = ceasing_linear_curve(p);
    d->row_values[1] = ceasing_cubic_in_out(p);
    d->row_values[2] = ceasing_back_out(p);
    d->row_values[3] = ceasing_bounce_out(p);
    d->row_values[4] = ceasing_elastic_out(p);
    d->row_values[5] = p >= 1.0 ? 1.0 : cspring_evaluate(&d->bouncy, 0.0, 0.0, 1.0, s).position;
}

/* Whether anything moves at time t (a frame then follows without waiting for an event). */
static int is_animating(const demo *d, double t) {
    int i;
    if (t - d->row_start < CURVE_SECONDS) return 1;
    for (i = 0; i < CARDS; i++)
        if (d->cards[i].phase == CARD_FLING || d->cards[i].phase == CARD_SPRING) return 1;
    return 0;
}

static void advance(demo *d, double t) {
    int i;
    for (i = 0; i < CARDS; i++) update_card(d, &d->cards[i], t);
    update_row(d, t);
}

/* ---- Drawing ------------------------------------------------------------ */

static void draw(SDL_Renderer *renderer, const demo *d) {
    int i;
    SDL_SetRenderDrawColor(renderer, 24, 26, 32, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderDrawColor(renderer, 70, 76, 90, 255);
    for (i = 0; i < SLOTS; i++) {
        SDL_Rect r;
        r.x = (int)slots[i][0] - 2;
        r.y = (int)slots[i][1] - 2;
        r.w = CARD_W + 4;
        r.h = CARD_H + 4;
        SDL_RenderDrawRect(renderer, &r);
    }
    for (i = 0; i < LANES; i++) {
        int y = LANE_TOP + i * LANE_SPACING;
        SDL_Rect dot;
        SDL_SetRenderDrawColor(renderer, 50, 54, 64, 255);
        SDL_RenderDrawLine(renderer, (int)LANE_START, y, (int)LANE_END, y);
        SDL_SetRenderDrawColor(renderer, 245, 196, 70, 255);
        dot.x = (int)lround(LANE_START + d->row_values[i] * (LANE_END - LANE_START)) - 6;
        dot.y = y - 6;
        dot.w = 12;
        dot.h = 12;
        SDL_RenderFillRect(renderer, &dot);
    }
    for (i = 0; i < CARDS; i++) {
        int index = d->order[i];
        SDL_Rect r;
        r.x = (int)lround(banded(d->cards[index].pos[0], 0));
        r.y = (int)lround(banded(d->cards[index].pos[1], 1));
        r.w = CARD_W;
        r.h = CARD_H;
        SDL_SetRenderDrawColor(renderer, card_colors[index][0], card_colors[index][1], card_colors[index][2], 255);
        SDL_RenderFillRect(renderer, &r);
    }
}

static int save_frame(SDL_Renderer *renderer, const char *path) {
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 24, SDL_PIXELFORMAT_RGB24);
    int status;
    if (!surface) return -1;
    status = SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_RGB24, surface->pixels, surface->pitch);
    if (status == 0) status = SDL_SaveBMP(surface, path);
    SDL_FreeSurface(surface);
    return status;
}

/* ---- The replay script -------------------------------------------------- */

typedef struct {
    int frame;
    Uint32 type; /* SDL_MOUSEBUTTONDOWN, SDL_MOUSEMOTION or SDL_MOUSEBUTTONUP */
    int x, y;
} scripted_event;

typedef struct {
    scripted_event events[MAX_SCRIPT];
    int event_count;
    unsigned char *captures; /* one flag per frame */
    int last_frame;
} script;

static int load_script(const char *path, script *s) {
    FILE *file = fopen(path, "r");
    char line[256], command[16];
    int number = 0, a, b, c, n, i;
    struct { int first, last, step; } ranges[64];
    int range_count = 0;
    if (!file) {
        fprintf(stderr, "sdl_springs: cannot open %s\n", path);
        return -1;
    }
    memset(s, 0, sizeof *s);
    while (fgets(line, sizeof line, file)) {
        char *hash = strchr(line, '#');
        number++;
        if (hash) *hash = '\0';
        n = sscanf(line, "%15s %d %d %d", command, &a, &b, &c);
        if (n <= 0) continue;
        if (n == 4 && (!strcmp(command, "down") || !strcmp(command, "move") || !strcmp(command, "up")) && a >= 0 &&
            s->event_count < MAX_SCRIPT) {
            scripted_event *e = &s->events[s->event_count++];
            e->frame = a;
            e->type = !strcmp(command, "down") ? SDL_MOUSEBUTTONDOWN
                      : !strcmp(command, "up") ? SDL_MOUSEBUTTONUP
                                               : SDL_MOUSEMOTION;
            e->x = b;
            e->y = c;
            if (a > s->last_frame) s->last_frame = a;
        } else if (!strcmp(command, "capture") && n >= 2 && a >= 0 && range_count < 64 && (n < 3 || b >= a) &&
                   (n < 4 || c > 0)) {
            ranges[range_count].first = a;
            ranges[range_count].last = n >= 3 ? b : a;
            ranges[range_count].step = n >= 4 ? c : 1;
            if (ranges[range_count].last > s->last_frame) s->last_frame = ranges[range_count].last;
            range_count++;
        } else if (!strcmp(command, "end") && n == 2 && a >= 0) {
            if (a > s->last_frame) s->last_frame = a;
        } else {
            fprintf(stderr, "sdl_springs: %s:%d: bad line: %s\n", path, number, line);
            fclose(file);
            return -1;
        }
    }
    fclose(file);
    s->captures = calloc((size_t)s->last_frame + 1, 1);
    if (!s->captures) return -1;
    for (i = 0; i < range_count; i++)
        for (a = ranges[i].first; a <= ranges[i].last; a += ranges[i].step) s->captures[a] = 1;
    return 0;
}

static void push_event(const scripted_event *e) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = e->type;
    if (e->type == SDL_MOUSEMOTION) {
        event.motion.x = e->x;
        event.motion.y = e->y;
    } else {
        event.button.button = SDL_BUTTON_LEFT;
        event.button.state = e->type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        event.button.clicks = 1;
        event.button.x = e->x;
        event.button.y = e->y;
    }
    if (SDL_PushEvent(&event) != 1) {
        fprintf(stderr, "sdl_springs: SDL_PushEvent: %s\n", SDL_GetError());
        exit(1);
    }
}

/* ---- Main --------------------------------------------------------------- */

/* Applies one event at ms; 0 when the app should quit. */
static int handle(demo *d, const SDL_Event *event, double ms) {
    if (event->type == SDL_QUIT) return 0;
    if (event->type == SDL_KEYDOWN) {
        if (event->key.keysym.sym == SDLK_ESCAPE || event->key.keysym.sym == SDLK_q) return 0;
        if (event->key.keysym.sym == SDLK_SPACE) d->row_start = ms / 1000.0;
        return 1;
    }
    pointer_event(d, event, ms);
    return 1;
}

int main(int argc, char **argv) {
    static demo d;
    static script s;
    const char *replay = NULL, *frames = NULL;
    SDL_Window *window;
    SDL_Renderer *renderer;
    SDL_Event event;
    int i, frame, running = 1;
    char path[4096];

    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--replay") && i + 1 < argc) {
            replay = argv[++i];
        } else if (!strcmp(argv[i], "--frames") && i + 1 < argc) {
            frames = argv[++i];
        } else {
            fprintf(stderr, "usage: sdl_springs [--replay SCRIPT [--frames DIR]]\n");
            return 2;
        }
    }
    if (cspring_params_from_duration_bounce(&d.spring, 0.5, 0.2) != CSPRING_OK ||
        cspring_params_from_duration_bounce(&d.bouncy, 0.5, 0.3) != CSPRING_OK ||
        cspring_decay_from_rate(&d.decay, CSPRING_DECAY_RATE_NORMAL, CSPRING_DECAY_CONTINUOUS) != CSPRING_OK) {
        fprintf(stderr, "sdl_springs: spring or decay parameters rejected\n");
        return 1;
    }
    for (i = 0; i < CARDS; i++) {
        d.cards[i].phase = CARD_REST;
        d.cards[i].slot = start_slots[i];
        d.cards[i].pos[0] = slots[start_slots[i]][0];
        d.cards[i].pos[1] = slots[start_slots[i]][1];
        d.order[i] = i;
    }
    d.dragged = -1;
    if (replay && load_script(replay, &s) != 0) return 1;

    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "sdl_springs: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    window = SDL_CreateWindow("Motion in C: drag and fling the cards", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                              WIDTH, HEIGHT, SDL_WINDOW_SHOWN);
    renderer = window ? SDL_CreateRenderer(window, -1, replay ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_PRESENTVSYNC)
                      : NULL;
    if (!renderer) {
        fprintf(stderr, "sdl_springs: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }

    d.row_start = replay ? 0.0 : (double)SDL_GetTicks64() / 1000.0;
    if (replay) {
        /* Headless: frame n at n × 16 ms; SDL stamps pushed events with its own
           clock, so the replay's frame time is the one that counts. */
        printf("cards %d frame-ms %d\n", CARDS, FRAME_MS);
        for (frame = 0; frame <= s.last_frame && running; frame++) {
            double ms = (double)frame * FRAME_MS;
            for (i = 0; i < s.event_count; i++)
                if (s.events[i].frame == frame) push_event(&s.events[i]);
            while (running && SDL_PollEvent(&event)) running = handle(&d, &event, ms);
            advance(&d, ms / 1000.0);
            draw(renderer, &d);
            if (frames && s.captures[frame]) {
                snprintf(path, sizeof path, "%s/frame-%04d.bmp", frames, frame);
                if (save_frame(renderer, path) != 0) {
                    fprintf(stderr, "sdl_springs: saving %s: %s\n", path, SDL_GetError());
                    return 1;
                }
            }
            SDL_RenderPresent(renderer);
            printf("frame %d t %.3f ", frame, ms / 1000.0);
            for (i = 0; i < CARDS; i++)
                printf(" %.3f %.3f", banded(d.cards[i].pos[0], 0), banded(d.cards[i].pos[1], 1));
            printf("\n");
        }
        free(s.captures);
    } else {
        /* Interactive: SDL's millisecond clock; vsync paces the frames while
           something moves, SDL_WaitEvent sleeps while nothing does. */
        double now = 0.0;
        while (running) {
            if (!is_animating(&d, now / 1000.0)) {
                if (!SDL_WaitEvent(&event)) break;
                running = handle(&d, &event, event.common.timestamp);
            }
            while (running && SDL_PollEvent(&event)) running = handle(&d, &event, event.common.timestamp);
            now = (double)SDL_GetTicks64();
            advance(&d, now / 1000.0);
            draw(renderer, &d);
            SDL_RenderPresent(renderer);
        }
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
