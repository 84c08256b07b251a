/* CSS easing text: parsing, errors, number conversion, formatting round trips. */
#include "ceasing.h"
#include "check.h"

#include <float.h>
#include <stdint.h>
#include <string.h>

#define POINTS 64

static ceasing_point points[POINTS];

static ceasing_status parse(const char *text, ceasing_easing *e, ceasing_parse_error *error) {
    return ceasing_parse_css(text, strlen(text), e, points, POINTS, error);
}

static int same_bits(double a, double b) {
    return memcmp(&a, &b, sizeof a) == 0;
}

/* ---- what every spec example parses to ---- */

static void test_keywords(void) {
    static const struct {
        const char *text;
        ceasing_curve curve;
    } cases[] = {
        {"linear", CEASING_CURVE_LINEAR},         {"ease", CEASING_CURVE_EASE},
        {"ease-in", CEASING_CURVE_EASE_IN},       {"ease-out", CEASING_CURVE_EASE_OUT},
        {"ease-in-out", CEASING_CURVE_EASE_IN_OUT}, {"step-start", CEASING_CURVE_STEP_START},
        {"step-end", CEASING_CURVE_STEP_END},     {"EASE-IN-OUT", CEASING_CURVE_EASE_IN_OUT},
        {" \t\n\r\fStep-End\n", CEASING_CURVE_STEP_END}, {"/* a */ease/**/", CEASING_CURVE_EASE},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ceasing_easing e;
        CHECK(parse(cases[i].text, &e, NULL) == CEASING_OK);
        CHECK(e.kind == CEASING_EASING_CURVE && e.value.curve == cases[i].curve);
    }
    /* timing.md 6.3: the keyword curves evaluate like their control points */
    {
        ceasing_easing e;
        CHECK(parse("ease", &e, NULL) == CEASING_OK);
        CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.5), 0.80240338758486, 1e-12);
        CHECK(parse("ease-in", &e, NULL) == CEASING_OK);
        CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.25), 0.093464650718825, 1e-12);
        CHECK(parse("step-start", &e, NULL) == CEASING_OK);
        CHECK(ceasing_easing_evaluate(&e, 0.0) == 1.0 || ceasing_easing_evaluate(&e, 0.0) == 0.0);
        CHECK(ceasing_easing_evaluate(&e, 0.5) == 1.0);
    }
}

static void test_cubic_bezier(void) {
    ceasing_easing e;
    CHECK(parse("cubic-bezier(0.25, 0.1, 0.25, 1)", &e, NULL) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_CUBIC_BEZIER);
    CHECK(e.value.cubic_bezier.x1 == 0.25 && e.value.cubic_bezier.y1 == 0.1);
    CHECK(e.value.cubic_bezier.x2 == 0.25 && e.value.cubic_bezier.y2 == 1.0);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.5), 0.80240338758486, 1e-12);
    CHECK(parse("CUBIC-Bezier(.68,-.55,.265,1.55)", &e, NULL) == CEASING_OK);
    CHECK(e.value.cubic_bezier.x1 == 0.68 && e.value.cubic_bezier.y1 == -0.55);
    CHECK(e.value.cubic_bezier.x2 == 0.265 && e.value.cubic_bezier.y2 == 1.55);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.1), -0.066291477333529, 1e-12);
    CHECK(parse("cubic-bezier( 0 , 0 , 1 , 1 )", &e, NULL) == CEASING_OK);
    CHECK(e.value.cubic_bezier.x1 == 0.0 && e.value.cubic_bezier.x2 == 1.0);
    CHECK(parse("cubic-bezier(0,/*x*/0,1/**/,1)", &e, NULL) == CEASING_OK);
}

static void test_steps(void) {
    static const struct {
        const char *text;
        int count;
        ceasing_jump position;
        double at_03; /* timing.md 6.3, steps(4, .) at x = 0.3 */
    } cases[] = {
        {"steps(4)", 4, CEASING_JUMP_END, 0.25},
        {"steps(4, end)", 4, CEASING_JUMP_END, 0.25},
        {"steps(4, jump-end)", 4, CEASING_JUMP_END, 0.25},
        {"steps(4, start)", 4, CEASING_JUMP_START, 0.5},
        {"steps(4,jump-start)", 4, CEASING_JUMP_START, 0.5},
        {"steps(4, jump-none)", 4, CEASING_JUMP_NONE, 1.0 / 3.0},
        {"steps(4, jump-both)", 4, CEASING_JUMP_BOTH, 0.4},
        {"STEPS( +4 , JUMP-BOTH )", 4, CEASING_JUMP_BOTH, 0.4},
        {"steps(0004, End)", 4, CEASING_JUMP_END, 0.25},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ceasing_easing e;
        CHECK(parse(cases[i].text, &e, NULL) == CEASING_OK);
        CHECK(e.kind == CEASING_EASING_STEPS);
        CHECK(e.value.steps.count == cases[i].count && e.value.steps.position == cases[i].position);
        CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.3), cases[i].at_03, 1e-15);
    }
    {
        ceasing_easing e;
        CHECK(parse("steps(2147483647)", &e, NULL) == CEASING_OK);
        CHECK(e.value.steps.count == 2147483647);
        CHECK(parse("steps(2, jump-none)", &e, NULL) == CEASING_OK);
    }
}

/* timing.md 6.3, the linear() table: resolved points and values. */
static void test_linear(void) {
    static const struct {
        const char *text;
        size_t count;
        ceasing_point resolved[4];
        double values[5]; /* at -0.5, 0.1, 0.5, 0.9, 1.2 */
    } cases[] = {
        {"linear(0, 0.25, 1)", 3, {{0, 0}, {0.5, 0.25}, {1, 1}, {0, 0}}, {-0.25, 0.05, 0.25, 0.85, 1.3}},
        {"linear(0, 0.25 75%, 1)",
         3,
         {{0, 0}, {0.75, 0.25}, {1, 1}, {0, 0}},
         {-1.0 / 6.0, 1.0 / 30.0, 1.0 / 6.0, 0.7, 1.6}},
        {"linear(0, 0.25 25% 75%, 1)",
         4,
         {{0, 0}, {0.25, 0.25}, {0.75, 0.25}, {1, 1}},
         {-0.5, 0.1, 0.25, 0.7, 1.6}},
        {"linear(0 20%, 0.5 10%, 1)", 3, {{0.2, 0}, {0.2, 0.5}, {1, 1}, {0, 0}}, {0.5, 0.5, 0.6875, 0.9375, 1.125}},
    };
    static const double xs[5] = {-0.5, 0.1, 0.5, 0.9, 1.2};
    size_t i, k;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ceasing_easing e;
        CHECK(parse(cases[i].text, &e, NULL) == CEASING_OK);
        CHECK(e.kind == CEASING_EASING_LINEAR && e.value.linear.count == cases[i].count);
        CHECK(e.value.linear.points == points);
        for (k = 0; k < cases[i].count && k < e.value.linear.count; k++) {
            CHECK(points[k].x == cases[i].resolved[k].x && points[k].y == cases[i].resolved[k].y);
        }
        for (k = 0; k < 5; k++) {
            CHECK_CLOSE(ceasing_easing_evaluate(&e, xs[k]), cases[i].values[k], 1e-15);
        }
    }
    /* percentages may come first; inputs beyond 100% and below 0% */
    {
        ceasing_easing e;
        CHECK(parse("linear(25% 75% 0.5, 1)", &e, NULL) == CEASING_OK);
        CHECK(e.value.linear.count == 3 && points[0].x == 0.25 && points[1].x == 0.75 && points[2].x == 1.0);
        CHECK(parse("linear(0 -20%, 0.5, 1 120%)", &e, NULL) == CEASING_OK);
        CHECK(points[0].x == -0.2 && points[2].x == 1.2);
        CHECK_CLOSE(points[1].x, 0.5, 1e-15); /* midway between -20% and 120% */
        CHECK(parse("linear(0, 0.5 150%, 1)", &e, NULL) == CEASING_OK);
        CHECK(points[1].x == 1.5 && points[2].x == 1.5); /* last = max(1, largest) */
        CHECK(parse("linear(0 -0%, 1)", &e, NULL) == CEASING_OK);
        CHECK(same_bits(points[0].x, 0.0)); /* -0% reads as +0 */
    }
}

/* The parser's fix-up agrees with ceasing_linear_resolve on the same stops. */
static void test_linear_matches_resolve(void) {
    static const char *texts[] = {
        "linear(0, 0.1, 0.3, 0.2 40%, 0.5, 0.6, 0.7, 1)",
        "linear(0 10%, 0.2, 0.4, 0.3 5%, 0.6, 1 90%, 0.9, 1)",
        "linear(1, 0.5 30% 20%, 0.25, 0, 1 300%, 0.2)",
        "linear(-1 -50%, 2, 3, 4 7%)",
    };
    static const ceasing_linear_stop stops[4][8] = {
        {{0, NAN, NAN}, {0.1, NAN, NAN}, {0.3, NAN, NAN}, {0.2, 0.4, NAN}, {0.5, NAN, NAN}, {0.6, NAN, NAN},
         {0.7, NAN, NAN}, {1, NAN, NAN}},
        {{0, 0.1, NAN}, {0.2, NAN, NAN}, {0.4, NAN, NAN}, {0.3, 0.05, NAN}, {0.6, NAN, NAN}, {1, 0.9, NAN},
         {0.9, NAN, NAN}, {1, NAN, NAN}},
        {{1, NAN, NAN}, {0.5, 0.3, 0.2}, {0.25, NAN, NAN}, {0, NAN, NAN}, {1, 3.0, NAN}, {0.2, NAN, NAN}},
        {{-1, -0.5, NAN}, {2, NAN, NAN}, {3, NAN, NAN}, {4, 0.07, NAN}},
    };
    static const size_t stop_counts[4] = {8, 8, 6, 4};
    size_t i, k;
    for (i = 0; i < 4; i++) {
        ceasing_point resolved[16];
        size_t count = 0;
        ceasing_easing e;
        CHECK(ceasing_linear_resolve(stops[i], stop_counts[i], resolved, 16, &count) == CEASING_OK);
        CHECK(parse(texts[i], &e, NULL) == CEASING_OK);
        CHECK(e.value.linear.count == count);
        for (k = 0; k < count && k < e.value.linear.count; k++) {
            CHECK(points[k].x == resolved[k].x && points[k].y == resolved[k].y);
        }
    }
}

/* ---- numbers ---- */

static double number_of(const char *argument) {
    char text[2048];
    ceasing_easing e;
    snprintf(text, sizeof text, "cubic-bezier(0, %s, 1, 1)", argument);
    if (parse(text, &e, NULL) != CEASING_OK) {
        return NAN;
    }
    return e.value.cubic_bezier.y1;
}

static void test_number_syntax_and_rounding(void) {
    char long_text[1200];
    size_t n;
    CHECK(number_of(".5") == 0.5);
    CHECK(number_of("+.5") == 0.5);
    CHECK(number_of("-.5") == -0.5);
    CHECK(number_of("1e-3") == 1e-3);
    CHECK(number_of("1E+2") == 100.0);
    CHECK(number_of("2.5e-1") == 0.25);
    CHECK(number_of("000.1000") == 0.1);
    CHECK(number_of("123456789012345678901234567890") == 123456789012345678901234567890.0);
    CHECK(same_bits(number_of("-0"), -0.0));
    CHECK(same_bits(number_of("0e5"), 0.0));
    CHECK(number_of("1e-400") == 0.0);
    CHECK(number_of("4.9406564584124654e-324") == 4.9406564584124654e-324);
    CHECK(number_of("1.7976931348623157e308") == DBL_MAX);
    /* correct rounding: the exact decimal of 0.1, and halfway cases (ties to even) */
    CHECK(number_of("0.1000000000000000055511151231257827021181583404541015625") == 0.1);
    CHECK(number_of("9007199254740993") == 9007199254740992.0);
    CHECK(number_of("9007199254740995") == 9007199254740996.0);
    CHECK(number_of("1.00000000000000011102230246251565404236316680908203125") == 1.0);
    CHECK(number_of("1.00000000000000011102230246251565404236316680908203126") == nextafter(1.0, 2.0));
    /* a tie broken only by a digit far beyond 800 significant digits */
    strcpy(long_text, "1.00000000000000011102230246251565404236316680908203125");
    n = strlen(long_text);
    while (n < 1100) {
        long_text[n++] = '0';
    }
    long_text[n++] = '1';
    long_text[n] = '\0';
    CHECK(number_of(long_text) == nextafter(1.0, 2.0));
    long_text[n - 1] = '0';
    CHECK(number_of(long_text) == 1.0);
}

static void test_percentages_are_exact(void) {
    ceasing_easing e;
    /* the percentage text with its point moved two places, not p / 100 */
    CHECK(parse("linear(0 12.5%, 1 33.33333333333333%, 2 100%)", &e, NULL) == CEASING_OK);
    CHECK(points[0].x == 0.125);
    CHECK(points[1].x == 0.3333333333333333);
    CHECK(parse("linear(0 7%, 1 1e-5%, 2 57%)", &e, NULL) == CEASING_OK);
    CHECK(points[0].x == 0.07);
    CHECK(points[1].x == 0.07); /* 1e-7 is raised to the largest input before it */
    CHECK(points[2].x == 0.57);
}

/* ---- errors ---- */

static void test_error_table(void) {
    static const struct {
        const char *text;
        ceasing_status status;
        size_t position;
        const char *reason;
    } cases[] = {
        {"", CEASING_ERROR_SYNTAX, 0, "expected an easing function"},
        {"   ", CEASING_ERROR_SYNTAX, 3, "expected an easing function"},
        {"0.5", CEASING_ERROR_SYNTAX, 0, "expected an easing keyword or function"},
        {"foo", CEASING_ERROR_UNKNOWN_NAME, 0, "unknown easing keyword"},
        {"  initial", CEASING_ERROR_UNKNOWN_NAME, 2, "unknown easing keyword"},
        {"bar(1)", CEASING_ERROR_UNKNOWN_NAME, 0, "unknown easing function"},
        {"ease-in-out x", CEASING_ERROR_SYNTAX, 12, "unexpected text after the easing function"},
        {"ease, ease", CEASING_ERROR_SYNTAX, 4, "unexpected text after the easing function"},
        {"ease /*", CEASING_ERROR_SYNTAX, 5, "unterminated comment"},
        {"e\\61se", CEASING_ERROR_SYNTAX, 1, "CSS escapes are not supported"},
        {"cubic-bezier (0, 0, 1, 1)", CEASING_ERROR_SYNTAX, 13, "no whitespace allowed between a function name and '('"},
        {"cubic-bezier(0, 0, 1)", CEASING_ERROR_SYNTAX, 20, "expected ','"},
        {"cubic-bezier(0 0 1 1)", CEASING_ERROR_SYNTAX, 15, "expected ','"},
        {"cubic-bezier(0, 0, 1, 1", CEASING_ERROR_SYNTAX, 23, "expected ')'"},
        {"cubic-bezier(0, 0, 1, 1.)", CEASING_ERROR_SYNTAX, 23, "expected ')'"},
        {"cubic-bezier(0, 0, 1, .)", CEASING_ERROR_SYNTAX, 22, "expected a number"},
        {"cubic-bezier(0, 0, 1, 50%)", CEASING_ERROR_SYNTAX, 22, "expected a number, not a percentage"},
        {"cubic-bezier(0, 0, 1, 1px)", CEASING_ERROR_SYNTAX, 23, "unexpected unit after a number"},
        {"cubic-bezier(0, 0, 1, 1e)", CEASING_ERROR_SYNTAX, 23, "unexpected unit after a number"},
        {"cubic-bezier(1.5, 0, 1, 1)", CEASING_ERROR_OUT_OF_RANGE, 13, "x1 must be in [0, 1]"},
        {"cubic-bezier(0, 0, -0.1, 1)", CEASING_ERROR_OUT_OF_RANGE, 19, "x2 must be in [0, 1]"},
        {"cubic-bezier(0, 0, 1, 1e999)", CEASING_ERROR_NOT_FINITE, 22, "number is too large"},
        {"steps()", CEASING_ERROR_SYNTAX, 6, "expected the steps count"},
        {"steps(0)", CEASING_ERROR_STEP_COUNT, 6, "steps count must be an integer >= 1"},
        {"steps(-2)", CEASING_ERROR_STEP_COUNT, 6, "steps count must be an integer >= 1"},
        {"steps(2.5)", CEASING_ERROR_STEP_COUNT, 6, "steps count must be an integer >= 1"},
        {"steps(2.0)", CEASING_ERROR_STEP_COUNT, 6, "steps count must be an integer >= 1"},
        {"steps(1e1)", CEASING_ERROR_STEP_COUNT, 6, "steps count must be an integer >= 1"},
        {"steps(3000000000)", CEASING_ERROR_STEP_COUNT, 6, "steps count is too large"},
        {"steps(1, jump-none)", CEASING_ERROR_STEP_COUNT, 6, "jump-none needs at least 2 steps"},
        {"steps(2, middle)", CEASING_ERROR_SYNTAX, 9,
         "expected a step position (jump-start, jump-end, jump-none, jump-both, start or end)"},
        {"steps(2,)", CEASING_ERROR_SYNTAX, 8,
         "expected a step position (jump-start, jump-end, jump-none, jump-both, start or end)"},
        {"steps(2, end", CEASING_ERROR_SYNTAX, 12, "expected ')'"},
        {"linear()", CEASING_ERROR_SYNTAX, 7, "expected a number"},
        {"linear(0)", CEASING_ERROR_TOO_FEW_POINTS, 0, "linear() needs at least 2 stops"},
        {" linear(0 0% 100%)", CEASING_ERROR_TOO_FEW_POINTS, 1, "linear() needs at least 2 stops"},
        {"linear(0, 1,)", CEASING_ERROR_SYNTAX, 12, "expected a number"},
        {"linear(0 1, 1)", CEASING_ERROR_SYNTAX, 9, "a linear() stop takes one number"},
        {"linear(0 10% 20% 30%, 1)", CEASING_ERROR_SYNTAX, 17, "a linear() stop takes at most 2 percentages"},
        {"linear(10% 0 20%, 1)", CEASING_ERROR_SYNTAX, 13, "a linear() stop's percentages must be adjacent"},
        {"linear(10%, 1)", CEASING_ERROR_SYNTAX, 10, "a linear() stop needs a number"},
        {"linear(0; 1)", CEASING_ERROR_SYNTAX, 8, "expected ',' or ')'"},
        {"linear(0 1e400%, 1)", CEASING_ERROR_NOT_FINITE, 9, "number is too large"},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ceasing_easing e;
        ceasing_parse_error error;
        ceasing_status status;
        error.position = 9999;
        error.reason = NULL;
        status = parse(cases[i].text, &e, &error);
        if (status != cases[i].status || error.position != cases[i].position || error.reason == NULL ||
            strcmp(error.reason, cases[i].reason) != 0) {
            fprintf(stderr, "'%s': status %d at %zu (%s)\n", cases[i].text, (int)status, error.position,
                    error.reason ? error.reason : "(null)");
        }
        CHECK(status == cases[i].status);
        CHECK(error.position == cases[i].position);
        CHECK(error.reason != NULL && strcmp(error.reason, cases[i].reason) == 0);
        CHECK(error.position <= strlen(cases[i].text));
        CHECK(strlen(ceasing_status_description(status)) > 0);
    }
}

static void test_failures_write_nothing(void) {
    ceasing_easing e, sentinel;
    ceasing_parse_error error;
    ceasing_point few[2];
    size_t i;
    int untouched = 1;
    memset(&sentinel, 0x77, sizeof sentinel);
    e = sentinel;
    for (i = 0; i < POINTS; i++) {
        points[i].x = 42.0;
        points[i].y = 42.0;
    }
    /* the error is only found after points could have been written */
    CHECK(parse("linear(0, 0.5, 0.7, 1, 1 0% 1e999%)", &e, &error) == CEASING_ERROR_NOT_FINITE);
    CHECK(parse("linear(0, 0.5, 0.7, 1; 2)", &e, &error) == CEASING_ERROR_SYNTAX);
    CHECK(memcmp(&e, &sentinel, sizeof e) == 0);
    for (i = 0; i < POINTS; i++) {
        untouched = untouched && points[i].x == 42.0 && points[i].y == 42.0;
    }
    CHECK(untouched);
    /* capacity: three points do not fit in two */
    few[0].x = few[1].x = 42.0;
    CHECK(ceasing_parse_css("  linear(0, 0.5, 1)", 19, &e, few, 2, &error) == CEASING_ERROR_CAPACITY);
    CHECK(error.position == 2 && strcmp(error.reason, "not enough room for the linear() points") == 0);
    CHECK(few[0].x == 42.0 && few[1].x == 42.0);
    CHECK(memcmp(&e, &sentinel, sizeof e) == 0);
    CHECK(ceasing_parse_css("linear(0, 1)", 12, &e, few, 2, NULL) == CEASING_OK);
    CHECK(e.value.linear.points == few && e.value.linear.count == 2);
    /* NULLs; error may be NULL */
    CHECK(ceasing_parse_css("ease", 4, NULL, points, POINTS, &error) == CEASING_ERROR_NULL);
    CHECK(ceasing_parse_css(NULL, 4, &e, points, POINTS, &error) == CEASING_ERROR_NULL);
    CHECK(ceasing_parse_css("ease", 4, &e, NULL, 3, &error) == CEASING_ERROR_NULL);
    CHECK(ceasing_parse_css(NULL, 0, &e, NULL, 0, &error) == CEASING_ERROR_SYNTAX);
    CHECK(ceasing_parse_css("ease", 4, &e, NULL, 0, NULL) == CEASING_OK);
    CHECK(ceasing_parse_css("foo", 3, &e, NULL, 0, NULL) == CEASING_ERROR_UNKNOWN_NAME);
}

static void test_length_is_respected(void) {
    /* no NUL anywhere: a buffer holding exactly the text */
    static const char exact[12] = {'l', 'i', 'n', 'e', 'a', 'r', '(', '0', ',', ' ', '1', ')'};
    ceasing_easing e;
    ceasing_parse_error error;
    CHECK(ceasing_parse_css(exact, sizeof exact, &e, points, POINTS, &error) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_LINEAR && e.value.linear.count == 2);
    /* prefixes of longer text: what lies past length is not looked at */
    CHECK(ceasing_parse_css("ease-in-out", 7, &e, NULL, 0, &error) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_CURVE && e.value.curve == CEASING_CURVE_EASE_IN);
    CHECK(ceasing_parse_css("ease-in-out", 4, &e, NULL, 0, &error) == CEASING_OK);
    CHECK(e.value.curve == CEASING_CURVE_EASE);
    CHECK(ceasing_parse_css("steps(4)garbage", 8, &e, NULL, 0, &error) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_STEPS && e.value.steps.count == 4);
    CHECK(ceasing_parse_css("steps(45)", 7, &e, NULL, 0, &error) == CEASING_ERROR_SYNTAX);
    CHECK(error.position == 7 && strcmp(error.reason, "expected ')'") == 0);
    CHECK(ceasing_parse_css("cubic-bezier(0, 0, 1, 1)", 23, &e, NULL, 0, &error) == CEASING_ERROR_SYNTAX);
    CHECK(error.position == 23);
    CHECK(ceasing_parse_css("cubic-bezier(0, 0, 1, 15)", 23, &e, NULL, 0, &error) == CEASING_ERROR_SYNTAX);
    CHECK(ceasing_parse_css("ease /**/", 7, &e, NULL, 0, &error) == CEASING_ERROR_SYNTAX);
    CHECK(error.position == 5 && strcmp(error.reason, "unterminated comment") == 0);
    CHECK(ceasing_parse_css("linear(0, 1.5e3)", 14, &e, points, POINTS, &error) == CEASING_ERROR_SYNTAX);
    CHECK(error.position == 13); /* "1.5e" is a number with a unit at the cut */
}

static void test_extension_names(void) {
    ceasing_easing e;
    size_t length = 0;
    CHECK(parse("easeOutCubic", &e, NULL) == CEASING_OK);
    CHECK(e.kind == CEASING_EASING_CURVE && e.value.curve == CEASING_CURVE_CUBIC_OUT);
    CHECK_CLOSE(ceasing_easing_evaluate(&e, 0.5), 0.875, 1e-15);
    /* no CSS text exists for it */
    CHECK(ceasing_format_css(&e, NULL, 0, &length) == CEASING_ERROR_OUT_OF_RANGE);
}

/* ---- formatting ---- */

static void test_canonical_text(void) {
    static const struct {
        const char *input;
        const char *canonical;
    } cases[] = {
        {"EASE-IN", "ease-in"},
        {"linear", "linear"},
        /* CSSOM, as WPT css/css-easing/step-timing-functions-syntax.html and
           timing-functions-syntax-computed.html expect */
        {"step-start", "steps(1, start)"},
        {"step-end", "steps(1)"},
        {"steps(1, start)", "steps(1, start)"},
        {"steps(1, end)", "steps(1)"},
        {"steps(1, jump-start)", "steps(1, jump-start)"},
        {"steps(1, jump-end)", "steps(1)"},
        {"steps(1, jump-both)", "steps(1, jump-both)"},
        {"steps(2, jump-none)", "steps(2, jump-none)"},
        {"steps(4, start)", "steps(4, start)"},
        {"steps( 2, end )", "steps(2)"},
        {"STEPS(2, START)", "steps(2, start)"},
        {"cubic-bezier(.25,.1,.25,1)", "cubic-bezier(0.25, 0.1, 0.25, 1)"},
        {"cubic-bezier(0, 1e-7, 1, -0)", "cubic-bezier(0, 1e-7, 1, -0)"},
        {"cubic-bezier(0, 12345678901234567890123, 1, 0.000001)", "cubic-bezier(0, 1.2345678901234568e22, 1, 0.000001)"},
        {"cubic-bezier(0, 1e20, 1, 1e-6)", "cubic-bezier(0, 100000000000000000000, 1, 0.000001)"},
        {"cubic-bezier(0, 1e21, 1, 1.5e-6)", "cubic-bezier(0, 1e21, 1, 0.0000015)"},
        {"cubic-bezier(0, 1e22, 1, 1e-7)", "cubic-bezier(0, 1e22, 1, 1e-7)"},
        {"steps(4, end)", "steps(4)"},
        {"steps(4, jump-start)", "steps(4, jump-start)"},
        {"steps(2, JUMP-NONE)", "steps(2, jump-none)"},
        {"steps(3, jump-both)", "steps(3, jump-both)"},
        {"linear(0, 0.25, 1)", "linear(0 0%, 0.25 50%, 1 100%)"},
        /* WPT linear-timing-functions-syntax.html (test_computed_value): evenly
           spaced inputs are the doubles nearest the exact positions */
        {"linear(-10 -10%, -5 -5%, 0, 5, 10)", "linear(-10 -10%, -5 -5%, 0 30%, 5 65%, 10 100%)"},
        {"linear(-10, -5, 0, 5, 10)", "linear(-10 0%, -5 25%, 0 50%, 5 75%, 10 100%)"},
        {"linear(0, 0 40%, 1, 0.5, 1)", "linear(0 0%, 0 40%, 1 60%, 0.5 80%, 1 100%)"},
        {"linear(0, 0.25 25% 75%, 1)", "linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)"},
        {"linear(1e-3 12.5%, 1 1e2%)", "linear(0.001 12.5%, 1 100%)"},
        {"linear(0, 1 0.0001%)", "linear(0 0%, 1 0.0001%)"},
        {"linear(0, 1 0.00000001%)", "linear(0 0%, 1 1e-8%)"},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ceasing_easing e;
        char text[256];
        size_t length = 0;
        CHECK(parse(cases[i].input, &e, NULL) == CEASING_OK);
        CHECK(ceasing_format_css(&e, text, sizeof text, &length) == CEASING_OK);
        if (strcmp(text, cases[i].canonical) != 0) {
            fprintf(stderr, "'%s' -> '%s', expected '%s'\n", cases[i].input, text, cases[i].canonical);
        }
        CHECK(strcmp(text, cases[i].canonical) == 0);
        CHECK(length == strlen(cases[i].canonical));
    }
}

/* xorshift64*: deterministic pseudo-random bits for the round trips */
static uint64_t random_bits(uint64_t *state) {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 2685821657736338717ULL;
}

static double random_double(uint64_t *state) {
    for (;;) {
        uint64_t bits = random_bits(state);
        double v;
        memcpy(&v, &bits, sizeof v);
        if (isfinite(v)) {
            return v;
        }
    }
}

static double random_unit(uint64_t *state) {
    switch (random_bits(state) % 4) {
    case 0:
        return (double)(random_bits(state) >> 11) / 9007199254740992.0; /* any 53-bit fraction */
    case 1:
        return ldexp((double)(random_bits(state) >> 11), -53 - (int)(random_bits(state) % 900)); /* tiny */
    case 2:
        return (double)(random_bits(state) % 1000) / 1000.0;
    default:
        return random_bits(state) % 2 ? 1.0 : 0.0;
    }
}

static void test_random_round_trips(void) {
    uint64_t state = 0x9E3779B97F4A7C15ULL;
    int round, failures = 0;
    for (round = 0; round < 3000; round++) {
        ceasing_easing e, back;
        ceasing_point source[8], parsed[16];
        char text[1024];
        size_t length = 0, i;
        int kind = round % 3;
        if (kind == 0) {
            CHECK(ceasing_easing_init_cubic_bezier(&e, random_unit(&state), random_double(&state), random_unit(&state),
                                                   random_double(&state)) == CEASING_OK);
        } else if (kind == 1) {
            CHECK(ceasing_easing_init_steps(&e, 2 + (int)(random_bits(&state) % 2147483645u),
                                            (ceasing_jump)(random_bits(&state) % 4)) == CEASING_OK);
        } else {
            size_t n = 2 + random_bits(&state) % 7;
            double x = -random_unit(&state);
            for (i = 0; i < n; i++) {
                x += random_unit(&state) * (random_bits(&state) % 3 == 0 ? 0.0 : 1.0);
                source[i].x = x + 0.0;
                source[i].y = random_bits(&state) % 2 ? random_double(&state) : random_unit(&state);
            }
            CHECK(ceasing_easing_init_linear(&e, source, n) == CEASING_OK);
        }
        CHECK(ceasing_format_css(&e, text, sizeof text, &length) == CEASING_OK);
        if (ceasing_parse_css(text, length, &back, parsed, 16, NULL) != CEASING_OK || back.kind != e.kind) {
            failures++;
            continue;
        }
        if (kind == 0) {
            failures += !(same_bits(back.value.cubic_bezier.x1, e.value.cubic_bezier.x1) &&
                          same_bits(back.value.cubic_bezier.y1, e.value.cubic_bezier.y1) &&
                          same_bits(back.value.cubic_bezier.x2, e.value.cubic_bezier.x2) &&
                          same_bits(back.value.cubic_bezier.y2, e.value.cubic_bezier.y2));
        } else if (kind == 1) {
            failures += !(back.value.steps.count == e.value.steps.count &&
                          back.value.steps.position == e.value.steps.position);
        } else {
            int same = back.value.linear.count == e.value.linear.count;
            for (i = 0; same && i < e.value.linear.count; i++) {
                same = same_bits(parsed[i].x, source[i].x) && same_bits(parsed[i].y, source[i].y);
            }
            if (!same) {
                fprintf(stderr, "round trip changed: %s\n", text);
            }
            failures += !same;
        }
    }
    CHECK(failures == 0);
}

static void test_format_errors(void) {
    ceasing_easing e;
    char text[8];
    size_t length = 99;
    int untouched = 1, i;
    memset(text, '#', sizeof text);
    CHECK(ceasing_easing_init_cubic_bezier(&e, 0.25, 0.1, 0.25, 1.0) == CEASING_OK);
    CHECK(ceasing_format_css(NULL, text, sizeof text, &length) == CEASING_ERROR_NULL);
    CHECK(ceasing_format_css(&e, text, sizeof text, NULL) == CEASING_ERROR_NULL);
    CHECK(ceasing_format_css(&e, NULL, 8, &length) == CEASING_ERROR_NULL);
    CHECK(ceasing_format_css(&e, text, sizeof text, &length) == CEASING_ERROR_CAPACITY);
    CHECK(ceasing_easing_init_power(&e, CEASING_VARIANT_IN, 3.0) == CEASING_OK);
    CHECK(ceasing_format_css(&e, text, sizeof text, &length) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(ceasing_easing_init_curve(&e, CEASING_CURVE_BOUNCE_OUT) == CEASING_OK);
    CHECK(ceasing_format_css(&e, text, sizeof text, &length) == CEASING_ERROR_OUT_OF_RANGE);
    CHECK(length == 99);
    for (i = 0; i < 8; i++) {
        untouched = untouched && text[i] == '#';
    }
    CHECK(untouched);
    /* query, then exactly enough room (the text plus its NUL) */
    CHECK(ceasing_easing_init_steps(&e, 12, CEASING_JUMP_START) == CEASING_OK);
    CHECK(ceasing_format_css(&e, NULL, 0, &length) == CEASING_OK);
    CHECK(length == strlen("steps(12, jump-start)"));
    {
        char exact[22];
        CHECK(ceasing_format_css(&e, exact, 21, &length) == CEASING_ERROR_CAPACITY);
        CHECK(ceasing_format_css(&e, exact, 22, &length) == CEASING_OK);
        CHECK(strcmp(exact, "steps(12, jump-start)") == 0);
    }
}

int main(void) {
    RUN(test_keywords);
    RUN(test_cubic_bezier);
    RUN(test_steps);
    RUN(test_linear);
    RUN(test_linear_matches_resolve);
    RUN(test_number_syntax_and_rounding);
    RUN(test_percentages_are_exact);
    RUN(test_error_table);
    RUN(test_failures_write_nothing);
    RUN(test_length_is_respected);
    RUN(test_extension_names);
    RUN(test_canonical_text);
    RUN(test_random_round_trips);
    RUN(test_format_errors);
    return check_summary("ceasing_parse");
}
