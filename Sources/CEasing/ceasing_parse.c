/* ceasing_parse.c - CSS <easing-function> text: parser and canonical formatter. */
#include "ceasing.h"
#include "ceasing_fp.h"
#include "ceasing_spacing.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Significant digits kept for conversion; more than the 767 a double can need. */
#define PARSE_MAX_DIGITS 800
#define PARSE_EXPONENT_LIMIT 100000
#define NAME_BUFFER 64

/* ---- decimal numbers ---- */

/* A CSS number as text: sign, significant digits and a power of ten, so that
   value = sign * digits * 10^exponent. */
typedef struct decimal {
    int negative;
    int is_integer; /* no '.' and no exponent: a CSS <integer> */
    size_t digit_count;
    int sticky; /* a non-zero digit was dropped past PARSE_MAX_DIGITS */
    long exponent;
    char digits[PARSE_MAX_DIGITS + 1];
} decimal;

/* Correctly rounded conversion through strtod of "DIGITSeEXP" (no radix
   character, so the locale cannot interfere). */
static double decimal_value(const decimal *d, long shift) {
    char buffer[PARSE_MAX_DIGITS + 40];
    size_t n = 0, i;
    long exponent = d->exponent + shift;
    double value;
    int saved_errno = errno;
    if (d->digit_count == 0) {
        return d->negative ? -0.0 : 0.0;
    }
    if (d->negative) {
        buffer[n++] = '-';
    }
    for (i = 0; i < d->digit_count; i++) {
        buffer[n++] = d->digits[i];
    }
    if (d->sticky) {
        buffer[n++] = '1';
        exponent -= 1;
    }
    n += (size_t)snprintf(buffer + n, sizeof buffer - n, "e%ld", exponent);
    buffer[n] = '\0';
    value = strtod(buffer, NULL);
    errno = saved_errno;
    return value;
}

/* ---- the parser ---- */

typedef struct parser {
    const char *text;
    size_t length;
    size_t pos;
    ceasing_status status;
    size_t error_pos;
    const char *reason;
    ceasing_point *points; /* written only when write is set */
    int write;
    size_t point_count;
    double largest; /* largest linear() input so far */
    size_t function_start;
} parser;

static int fail(parser *p, ceasing_status status, size_t position, const char *reason) {
    if (p->status == CEASING_OK) {
        p->status = status;
        p->error_pos = position;
        p->reason = reason;
    }
    return 0;
}

static int peek(const parser *p, size_t offset) {
    size_t i = p->pos + offset;
    return i < p->length ? (unsigned char)p->text[i] : -1;
}

static int is_digit(int c) {
    return c >= '0' && c <= '9';
}

static int is_letter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* CSS ident code points: letters, digits, '-', '_' and non-ASCII. */
static int is_name_char(int c) {
    return is_letter(c) || is_digit(c) || c == '-' || c == '_' || c >= 0x80;
}

static int is_name_start(int c) {
    return is_letter(c) || c == '_' || c >= 0x80;
}

/* Would an ident start at offset? ('-' counts when a name char follows.) */
static int ident_starts(const parser *p, size_t offset) {
    int c = peek(p, offset);
    if (c == '-') {
        int next = peek(p, offset + 1);
        return is_name_start(next) || next == '-';
    }
    return is_name_start(c);
}

static int skip_space(parser *p) {
    for (;;) {
        int c = peek(p, 0);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
            p->pos++;
        } else if (c == '/' && peek(p, 1) == '*') {
            size_t start = p->pos;
            p->pos += 2;
            for (;;) {
                if (peek(p, 0) < 0) {
                    return fail(p, CEASING_ERROR_SYNTAX, start, "unterminated comment");
                }
                if (peek(p, 0) == '*' && peek(p, 1) == '/') {
                    p->pos += 2;
                    break;
                }
                p->pos++;
            }
        } else {
            return 1;
        }
    }
}

/* ASCII case-insensitive comparison of text[start, start + n) with a lowercase word. */
static int word_is(const parser *p, size_t start, size_t n, const char *word) {
    size_t i;
    for (i = 0; i < n; i++) {
        int c = (unsigned char)p->text[start + i];
        if (c >= 'A' && c <= 'Z') {
            c = c - 'A' + 'a';
        }
        if (word[i] == '\0' || c != word[i]) {
            return 0;
        }
    }
    return word[n] == '\0';
}

static size_t scan_name(parser *p) {
    size_t start = p->pos;
    while (is_name_char(peek(p, 0))) {
        p->pos++;
    }
    return p->pos - start;
}

typedef enum token_kind { TOKEN_NUMBER, TOKEN_PERCENTAGE } token_kind;

/* A number or percentage token at the current position (after whitespace). */
static int scan_number(parser *p, decimal *d, token_kind *kind, size_t *start) {
    int c, any_digit = 0, seen_point = 0;
    long exponent = 0;
    *start = p->pos;
    d->negative = 0;
    d->is_integer = 1;
    d->digit_count = 0;
    d->sticky = 0;
    c = peek(p, 0);
    if (c == '+' || c == '-') {
        d->negative = c == '-';
        p->pos++;
    }
    for (;;) {
        c = peek(p, 0);
        if (is_digit(c)) {
            any_digit = 1;
            if (seen_point) {
                exponent--;
            }
            if (d->digit_count == 0 && c == '0') {
                /* leading zero: no significant digit yet */
            } else if (d->digit_count < PARSE_MAX_DIGITS) {
                d->digits[d->digit_count++] = (char)c;
            } else {
                if (c != '0') {
                    d->sticky = 1;
                }
                exponent++; /* the dropped digit still scales the value */
            }
            p->pos++;
        } else if (c == '.' && !seen_point && is_digit(peek(p, 1))) {
            seen_point = 1;
            d->is_integer = 0;
            p->pos++;
        } else {
            break;
        }
    }
    if (!any_digit) {
        p->pos = *start;
        return fail(p, CEASING_ERROR_SYNTAX, *start, "expected a number");
    }
    c = peek(p, 0);
    if ((c == 'e' || c == 'E') &&
        (is_digit(peek(p, 1)) || ((peek(p, 1) == '+' || peek(p, 1) == '-') && is_digit(peek(p, 2))))) {
        int negative = 0;
        long value = 0;
        d->is_integer = 0;
        p->pos++;
        if (peek(p, 0) == '+' || peek(p, 0) == '-') {
            negative = peek(p, 0) == '-';
            p->pos++;
        }
        while (is_digit(peek(p, 0))) {
            if (value < PARSE_EXPONENT_LIMIT) {
                value = value * 10 + (peek(p, 0) - '0');
            }
            p->pos++;
        }
        exponent += negative ? -value : value;
    }
    d->exponent = exponent;
    if (peek(p, 0) == '%') {
        p->pos++;
        *kind = TOKEN_PERCENTAGE;
    } else if (ident_starts(p, 0) || peek(p, 0) == '\\') {
        return fail(p, CEASING_ERROR_SYNTAX, p->pos, "unexpected unit after a number");
    } else {
        *kind = TOKEN_NUMBER;
    }
    return 1;
}

static int starts_number(const parser *p) {
    int c = peek(p, 0);
    if (c == '+' || c == '-') {
        c = peek(p, 1);
        if (c == '.') {
            return is_digit(peek(p, 2));
        }
        return is_digit(c);
    }
    return is_digit(c) || (c == '.' && is_digit(peek(p, 1)));
}

/* A plain <number> argument; value must be finite. */
static int expect_number(parser *p, double *value, size_t *start) {
    decimal d;
    token_kind kind;
    if (!skip_space(p)) {
        return 0;
    }
    if (!starts_number(p)) {
        return fail(p, CEASING_ERROR_SYNTAX, p->pos, "expected a number");
    }
    if (!scan_number(p, &d, &kind, start)) {
        return 0;
    }
    if (kind != TOKEN_NUMBER) {
        return fail(p, CEASING_ERROR_SYNTAX, *start, "expected a number, not a percentage");
    }
    *value = decimal_value(&d, 0);
    if (!isfinite(*value)) {
        return fail(p, CEASING_ERROR_NOT_FINITE, *start, "number is too large");
    }
    return 1;
}

static int expect_char(parser *p, int c, const char *reason) {
    if (!skip_space(p)) {
        return 0;
    }
    if (peek(p, 0) != c) {
        return fail(p, CEASING_ERROR_SYNTAX, p->pos, reason);
    }
    p->pos++;
    return 1;
}

static int parse_cubic_bezier(parser *p, ceasing_easing *result) {
    double v[4];
    size_t start;
    int i;
    for (i = 0; i < 4; i++) {
        if (i > 0 && !expect_char(p, ',', "expected ','")) {
            return 0;
        }
        if (!expect_number(p, &v[i], &start)) {
            return 0;
        }
        if ((i == 0 || i == 2) && !(v[i] >= 0.0 && v[i] <= 1.0)) {
            return fail(p, CEASING_ERROR_OUT_OF_RANGE, start, i == 0 ? "x1 must be in [0, 1]" : "x2 must be in [0, 1]");
        }
    }
    if (!expect_char(p, ')', "expected ')'")) {
        return 0;
    }
    if (ceasing_easing_init_cubic_bezier(result, v[0], v[1], v[2], v[3]) != CEASING_OK) {
        return fail(p, CEASING_ERROR_OUT_OF_RANGE, start, "invalid cubic-bezier()");
    }
    return 1;
}

/* A CSS <integer> as int: 1 ok, 0 invalid, -1 too large. */
static int integer_value(const decimal *d, int *value) {
    long v = 0;
    size_t i;
    long zeros;
    if (d->digit_count == 0) {
        *value = 0;
        return 1;
    }
    if (d->negative) {
        *value = -1;
        return 1;
    }
    /* an integer token has exponent >= 0 (trailing zeros of the integer part were
       counted as digits, so exponent only counts dropped digits) */
    zeros = d->exponent;
    if (d->digit_count + (size_t)zeros > 10) {
        return -1;
    }
    for (i = 0; i < d->digit_count; i++) {
        v = v * 10 + (d->digits[i] - '0');
    }
    for (; zeros > 0; zeros--) {
        v *= 10;
    }
    if (v > INT_MAX) {
        return -1;
    }
    *value = (int)v;
    return 1;
}

static int parse_steps(parser *p, ceasing_easing *result) {
    decimal d;
    token_kind kind;
    size_t start;
    int count = 0, range;
    ceasing_jump position = CEASING_JUMP_END;
    int start_keyword = 0;
    if (!skip_space(p)) {
        return 0;
    }
    if (!starts_number(p)) {
        return fail(p, CEASING_ERROR_SYNTAX, p->pos, "expected the steps count");
    }
    if (!scan_number(p, &d, &kind, &start)) {
        return 0;
    }
    if (kind != TOKEN_NUMBER || !d.is_integer) {
        return fail(p, CEASING_ERROR_STEP_COUNT, start, "steps count must be an integer >= 1");
    }
    range = integer_value(&d, &count);
    if (range < 0) {
        return fail(p, CEASING_ERROR_STEP_COUNT, start, "steps count is too large");
    }
    if (count < 1) {
        return fail(p, CEASING_ERROR_STEP_COUNT, start, "steps count must be an integer >= 1");
    }
    if (!skip_space(p)) {
        return 0;
    }
    if (peek(p, 0) == ',') {
        size_t name_start, n;
        p->pos++;
        if (!skip_space(p)) {
            return 0;
        }
        name_start = p->pos;
        n = ident_starts(p, 0) ? scan_name(p) : 0;
        if (word_is(p, name_start, n, "jump-start")) {
            position = CEASING_JUMP_START;
        } else if (word_is(p, name_start, n, "start")) {
            position = CEASING_JUMP_START;
            start_keyword = 1;
        } else if (word_is(p, name_start, n, "jump-end") || word_is(p, name_start, n, "end")) {
            position = CEASING_JUMP_END;
        } else if (word_is(p, name_start, n, "jump-none")) {
            position = CEASING_JUMP_NONE;
        } else if (word_is(p, name_start, n, "jump-both")) {
            position = CEASING_JUMP_BOTH;
        } else {
            p->pos = name_start;
            return fail(p, CEASING_ERROR_SYNTAX, name_start,
                        "expected a step position (jump-start, jump-end, jump-none, jump-both, start or end)");
        }
    }
    if (!expect_char(p, ')', "expected ')'")) {
        return 0;
    }
    if (position == CEASING_JUMP_NONE && count < 2) {
        return fail(p, CEASING_ERROR_STEP_COUNT, start, "jump-none needs at least 2 steps");
    }
    if (ceasing_easing_init_steps(result, count, position) != CEASING_OK) {
        return fail(p, CEASING_ERROR_STEP_COUNT, start, "invalid steps()");
    }
    result->value.steps.start_keyword = start_keyword;
    return 1;
}

/* Appends one linear() point, clamping its input as the spec's fix-up does
   (ceasing_linear_resolve); NaN marks a missing input. */
static void add_point(parser *p, double x, double y, int first_stop) {
    if (x == x) {
        /* + 0.0 turns an input of -0 into +0, so that text round trips bit for bit */
        x = (x > p->largest ? x : p->largest) + 0.0;
        p->largest = x;
    } else if (first_stop) {
        x = 0.0;
        p->largest = 0.0;
    }
    if (p->write) {
        p->points[p->point_count].x = x;
        p->points[p->point_count].y = y;
    }
    p->point_count++;
}

/* Spaces runs of missing inputs evenly, exactly as ceasing_linear_resolve does. */
static void space_missing_inputs(ceasing_point *points, size_t n) {
    size_t i;
    for (i = 1; i + 1 < n; i++) {
        size_t start, end, k;
        if (points[i].x == points[i].x) {
            continue;
        }
        start = i - 1;
        end = i;
        while (end + 1 < n && points[end].x != points[end].x) { /* the last point has an input */
            end++;
        }
        for (k = i; k < end; k++) {
            points[k].x = ceasing_even_input(points[start].x, points[end].x, (double)(k - start), (double)(end - start));
        }
        i = end;
    }
}

static int parse_linear(parser *p, size_t function_start, ceasing_easing *result) {
    size_t stops = 0;
    p->point_count = 0;
    p->largest = -HUGE_VAL;
    for (;;) {
        double output = 0.0, inputs[2];
        size_t input_count = 0, last_point;
        int have_output = 0, token_count = 0, percentage_first = 0;
        /* <number> && <percentage>{1,2}? in either order */
        for (;;) {
            decimal d;
            token_kind kind;
            size_t start;
            double value;
            if (!skip_space(p)) {
                return 0;
            }
            if (!starts_number(p)) {
                break;
            }
            if (!scan_number(p, &d, &kind, &start)) {
                return 0;
            }
            if (kind == TOKEN_NUMBER) {
                if (have_output) {
                    return fail(p, CEASING_ERROR_SYNTAX, start, "a linear() stop takes one number");
                }
                value = decimal_value(&d, 0);
                have_output = 1;
                output = value;
            } else {
                if (input_count == 2) {
                    return fail(p, CEASING_ERROR_SYNTAX, start, "a linear() stop takes at most 2 percentages");
                }
                if (input_count == 1 && have_output && percentage_first) {
                    /* percentage, number, percentage */
                    return fail(p, CEASING_ERROR_SYNTAX, start, "a linear() stop's percentages must be adjacent");
                }
                value = decimal_value(&d, -2);
                inputs[input_count++] = value;
                percentage_first = percentage_first || token_count == 0;
            }
            if (!isfinite(value)) {
                return fail(p, CEASING_ERROR_NOT_FINITE, start, "number is too large");
            }
            token_count++;
        }
        if (!have_output) {
            return fail(p, CEASING_ERROR_SYNTAX, p->pos,
                        token_count == 0 ? "expected a number" : "a linear() stop needs a number");
        }
        last_point = p->point_count;
        if (input_count == 0) {
            add_point(p, NAN, output, stops == 0);
        } else {
            add_point(p, inputs[0], output, 0);
            if (input_count == 2) {
                add_point(p, inputs[1], output, 0);
            }
        }
        stops++;
        if (!skip_space(p)) {
            return 0;
        }
        if (peek(p, 0) == ',') {
            p->pos++;
            continue;
        }
        if (peek(p, 0) == ')') {
            p->pos++;
            if (stops < 2) {
                return fail(p, CEASING_ERROR_TOO_FEW_POINTS, function_start, "linear() needs at least 2 stops");
            }
            /* the last stop without an input ends at max(1, largest input) */
            if (input_count == 0 && p->write) {
                p->points[last_point].x = p->largest > 1.0 ? p->largest : 1.0;
            }
            break;
        }
        return fail(p, CEASING_ERROR_SYNTAX, p->pos, "expected ',' or ')'");
    }
    if (p->write) {
        space_missing_inputs(p->points, p->point_count);
        if (ceasing_easing_init_linear(result, p->points, p->point_count) != CEASING_OK) {
            return fail(p, CEASING_ERROR_SYNTAX, function_start, "invalid linear()");
        }
    } else {
        result->kind = CEASING_EASING_LINEAR;
    }
    return 1;
}

static const struct {
    const char *word;
    ceasing_curve curve;
} css_keywords[] = {
    {"linear", CEASING_CURVE_LINEAR},         {"ease", CEASING_CURVE_EASE},
    {"ease-in", CEASING_CURVE_EASE_IN},       {"ease-out", CEASING_CURVE_EASE_OUT},
    {"ease-in-out", CEASING_CURVE_EASE_IN_OUT}, {"step-start", CEASING_CURVE_STEP_START},
    {"step-end", CEASING_CURVE_STEP_END},
};
#define CSS_KEYWORD_COUNT (sizeof css_keywords / sizeof css_keywords[0])

static int parse_keyword(parser *p, size_t start, size_t n, ceasing_easing *result) {
    char name[NAME_BUFFER];
    ceasing_curve curve;
    size_t i;
    for (i = 0; i < CSS_KEYWORD_COUNT; i++) {
        if (word_is(p, start, n, css_keywords[i].word)) {
            return ceasing_easing_init_curve(result, css_keywords[i].curve) == CEASING_OK ||
                   fail(p, CEASING_ERROR_UNKNOWN_NAME, start, "unknown easing keyword");
        }
    }
    /* Motion extension: the library's curve names */
    if (n < NAME_BUFFER) {
        for (i = 0; i < n; i++) {
            name[i] = p->text[start + i];
            if (name[i] == '\0') {
                break;
            }
        }
        name[i] = '\0';
        if (i == n && ceasing_curve_from_name(name, &curve) == CEASING_OK &&
            ceasing_easing_init_curve(result, curve) == CEASING_OK) {
            return 1;
        }
    }
    return fail(p, CEASING_ERROR_UNKNOWN_NAME, start, "unknown easing keyword");
}

static int parse_easing(parser *p, ceasing_easing *result) {
    size_t start, n;
    if (!skip_space(p)) {
        return 0;
    }
    start = p->pos;
    if (peek(p, 0) < 0) {
        return fail(p, CEASING_ERROR_SYNTAX, start, "expected an easing function");
    }
    if (!ident_starts(p, 0)) {
        return fail(p, CEASING_ERROR_SYNTAX, start, "expected an easing keyword or function");
    }
    n = scan_name(p);
    p->function_start = start;
    if (peek(p, 0) == '(') {
        p->pos++;
        if (word_is(p, start, n, "cubic-bezier")) {
            return parse_cubic_bezier(p, result);
        }
        if (word_is(p, start, n, "steps")) {
            return parse_steps(p, result);
        }
        if (word_is(p, start, n, "linear")) {
            return parse_linear(p, start, result);
        }
        return fail(p, CEASING_ERROR_UNKNOWN_NAME, start, "unknown easing function");
    }
    if (peek(p, 0) == '\\') {
        return fail(p, CEASING_ERROR_SYNTAX, p->pos, "CSS escapes are not supported");
    }
    {
        size_t after = p->pos;
        if (!skip_space(p)) {
            return 0;
        }
        if (peek(p, 0) == '(') {
            return fail(p, CEASING_ERROR_SYNTAX, p->pos, "no whitespace allowed between a function name and '('");
        }
        p->pos = after;
    }
    return parse_keyword(p, start, n, result);
}

static int parse_all(parser *p, ceasing_easing *result) {
    if (!parse_easing(p, result)) {
        return 0;
    }
    if (!skip_space(p)) {
        return 0;
    }
    if (peek(p, 0) >= 0) {
        return fail(p, CEASING_ERROR_SYNTAX, p->pos, "unexpected text after the easing function");
    }
    return 1;
}

static void parser_start(parser *p, const char *text, size_t length) {
    p->text = text;
    p->length = length;
    p->pos = 0;
    p->status = CEASING_OK;
    p->error_pos = 0;
    p->reason = NULL;
    p->points = NULL;
    p->write = 0;
    p->point_count = 0;
    p->largest = -HUGE_VAL;
    p->function_start = 0;
}

ceasing_status ceasing_parse_css(const char *text, size_t length, ceasing_easing *out, ceasing_point *points,
                                 size_t capacity, ceasing_parse_error *error) {
    parser p;
    ceasing_easing result;
    if (out == NULL || (text == NULL && length > 0) || (points == NULL && capacity > 0)) {
        if (error != NULL) {
            error->position = 0;
            error->reason = "a required pointer is NULL";
        }
        return CEASING_ERROR_NULL;
    }
    parser_start(&p, text, length);
    /* First pass: validate and count linear() points without writing them. */
    if (!parse_all(&p, &result)) {
        if (error != NULL) {
            error->position = p.error_pos;
            error->reason = p.reason;
        }
        return p.status;
    }
    if (result.kind == CEASING_EASING_LINEAR) {
        size_t needed = p.point_count;
        if (needed > capacity) {
            if (error != NULL) {
                error->position = p.function_start;
                error->reason = "not enough room for the linear() points";
            }
            return CEASING_ERROR_CAPACITY;
        }
        /* Second pass: the same text, now writing the points. */
        parser_start(&p, text, length);
        p.points = points;
        p.write = 1;
        if (!parse_all(&p, &result)) {
            if (error != NULL) {
                error->position = p.error_pos;
                error->reason = p.reason;
            }
            return p.status;
        }
    }
    *out = result;
    return CEASING_OK;
}

/* ---- the formatter ---- */

typedef struct writer {
    char *buffer; /* NULL while measuring */
    size_t length;
} writer;

static void put_char(writer *w, char c) {
    if (w->buffer != NULL) {
        w->buffer[w->length] = c;
    }
    w->length++;
}

static void put_text(writer *w, const char *s) {
    while (*s != '\0') {
        put_char(w, *s++);
    }
}

/* Shortest decimal digits that read back as v: digits (no trailing zeros) and
   the decimal exponent of the first digit (v = 0.d1d2... * 10^(point)). */
static size_t shortest_digits(double v, char digits[20], long *point) {
    int precision;
    for (precision = 0; precision <= 16; precision++) {
        char text[40];
        decimal d;
        size_t n = 0, i;
        long exponent = 0;
        int negative_exponent = 0, len;
        const char *e;
        len = snprintf(text, sizeof text, "%.*e", precision, fabs(v));
        if (len <= 0 || (size_t)len >= sizeof text) {
            continue;
        }
        /* "d.ddde+XX" with whatever radix character the locale uses */
        for (e = text; *e != '\0' && *e != 'e' && *e != 'E'; e++) {
            if (is_digit((unsigned char)*e)) {
                digits[n++] = *e;
            }
        }
        if (*e != '\0') {
            e++;
            if (*e == '-' || *e == '+') {
                negative_exponent = *e == '-';
                e++;
            }
            for (; is_digit((unsigned char)*e); e++) {
                exponent = exponent * 10 + (*e - '0');
            }
        }
        if (negative_exponent) {
            exponent = -exponent;
        }
        while (n > 1 && digits[n - 1] == '0') {
            n--;
        }
        d.negative = 0;
        d.is_integer = 0;
        d.sticky = 0;
        d.digit_count = n;
        for (i = 0; i < n; i++) {
            d.digits[i] = digits[i];
        }
        /* value = digits * 10^(exponent - (n - 1)) */
        d.exponent = exponent - (long)(n - 1);
        if (decimal_value(&d, 0) == fabs(v) || precision == 16) {
            *point = exponent + 1;
            return n;
        }
    }
    return 0; /* not reached for finite v */
}

/* Writes v (finite) in CSS number syntax; shift 2 writes v * 100 for a percentage. */
static void put_number(writer *w, double v, long shift) {
    char digits[20];
    long point;
    size_t n, i;
    if (signbit(v)) {
        put_char(w, '-');
    }
    if (v == 0.0) {
        put_char(w, '0');
        return;
    }
    n = shortest_digits(v, digits, &point);
    point += shift;
    if (point > 0 && point <= 21) {
        for (i = 0; i < (size_t)point; i++) {
            put_char(w, i < n ? digits[i] : '0');
        }
        if ((size_t)point < n) {
            put_char(w, '.');
            for (i = (size_t)point; i < n; i++) {
                put_char(w, digits[i]);
            }
        }
    } else if (point <= 0 && point > -6) {
        put_text(w, "0.");
        for (i = 0; i < (size_t)(-point); i++) {
            put_char(w, '0');
        }
        for (i = 0; i < n; i++) {
            put_char(w, digits[i]);
        }
    } else {
        char exponent[24];
        put_char(w, digits[0]);
        if (n > 1) {
            put_char(w, '.');
            for (i = 1; i < n; i++) {
                put_char(w, digits[i]);
            }
        }
        snprintf(exponent, sizeof exponent, "e%ld", point - 1);
        put_text(w, exponent);
    }
}

static const char *css_keyword(ceasing_curve curve) {
    size_t i;
    for (i = 0; i < CSS_KEYWORD_COUNT; i++) {
        if (css_keywords[i].curve == curve) {
            return css_keywords[i].word;
        }
    }
    return NULL;
}

static int write_easing(writer *w, const ceasing_easing *e) {
    switch (e->kind) {
    case CEASING_EASING_CURVE: {
        const char *word = css_keyword(e->value.curve);
        if (word == NULL) {
            return 0;
        }
        /* CSSOM serialises the step keywords as the steps() they stand for. */
        if (e->value.curve == CEASING_CURVE_STEP_START) {
            word = "steps(1, start)";
        } else if (e->value.curve == CEASING_CURVE_STEP_END) {
            word = "steps(1)";
        }
        put_text(w, word);
        return 1;
    }
    case CEASING_EASING_CUBIC_BEZIER: {
        const ceasing_cubic_bezier *b = &e->value.cubic_bezier;
        if (!(b->x1 >= 0.0 && b->x1 <= 1.0 && b->x2 >= 0.0 && b->x2 <= 1.0 && isfinite(b->y1) &&
              isfinite(b->y2))) {
            return 0;
        }
        put_text(w, "cubic-bezier(");
        put_number(w, b->x1, 0);
        put_text(w, ", ");
        put_number(w, b->y1, 0);
        put_text(w, ", ");
        put_number(w, b->x2, 0);
        put_text(w, ", ");
        put_number(w, b->y2, 0);
        put_char(w, ')');
        return 1;
    }
    case CEASING_EASING_STEPS: {
        const ceasing_steps *s = &e->value.steps;
        char count[24];
        if (s->count < 1 || (s->position == CEASING_JUMP_NONE && s->count < 2)) {
            return 0;
        }
        snprintf(count, sizeof count, "%d", s->count);
        put_text(w, "steps(");
        put_text(w, count);
        switch (s->position) {
        case CEASING_JUMP_START:
            put_text(w, s->start_keyword ? ", start" : ", jump-start");
            break;
        case CEASING_JUMP_END:
            break;
        case CEASING_JUMP_NONE:
            put_text(w, ", jump-none");
            break;
        case CEASING_JUMP_BOTH:
            put_text(w, ", jump-both");
            break;
        default:
            return 0;
        }
        put_char(w, ')');
        return 1;
    }
    case CEASING_EASING_LINEAR: {
        const ceasing_linear *l = &e->value.linear;
        size_t i;
        if (l->points == NULL || l->count < 2) {
            return 0;
        }
        for (i = 0; i < l->count; i++) {
            if (!isfinite(l->points[i].x) || !isfinite(l->points[i].y) ||
                (i > 0 && l->points[i].x < l->points[i - 1].x)) {
                return 0;
            }
        }
        put_text(w, "linear(");
        for (i = 0; i < l->count; i++) {
            if (i > 0) {
                put_text(w, ", ");
            }
            put_number(w, l->points[i].y, 0);
            put_char(w, ' ');
            put_number(w, l->points[i].x, 2);
            put_char(w, '%');
        }
        put_char(w, ')');
        return 1;
    }
    default:
        return 0;
    }
}

ceasing_status ceasing_format_css(const ceasing_easing *e, char *buffer, size_t capacity, size_t *length) {
    writer w;
    if (e == NULL || length == NULL || (buffer == NULL && capacity > 0)) {
        return CEASING_ERROR_NULL;
    }
    w.buffer = NULL;
    w.length = 0;
    if (!write_easing(&w, e)) {
        return CEASING_ERROR_OUT_OF_RANGE;
    }
    if (buffer != NULL) {
        if (capacity < w.length + 1) {
            return CEASING_ERROR_CAPACITY;
        }
        w.buffer = buffer;
        w.length = 0;
        (void)write_easing(&w, e);
        buffer[w.length] = '\0';
    }
    *length = w.length;
    return CEASING_OK;
}
