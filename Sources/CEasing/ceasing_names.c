/* ceasing_names.c - canonical curve names and the name lookup. */
#include "ceasing.h"
#include "ceasing_fp.h"

#include <string.h>

static const char *const curve_names[CEASING_CURVE_COUNT] = {
    "linear",
    "easeInSine", "easeOutSine", "easeInOutSine", "easeOutInSine",
    "easeInQuad", "easeOutQuad", "easeInOutQuad", "easeOutInQuad",
    "easeInCubic", "easeOutCubic", "easeInOutCubic", "easeOutInCubic",
    "easeInQuart", "easeOutQuart", "easeInOutQuart", "easeOutInQuart",
    "easeInQuint", "easeOutQuint", "easeInOutQuint", "easeOutInQuint",
    "easeInExpo", "easeOutExpo", "easeInOutExpo", "easeOutInExpo",
    "easeInCirc", "easeOutCirc", "easeInOutCirc", "easeOutInCirc",
    "easeInBack", "easeOutBack", "easeInOutBack", "easeOutInBack",
    "easeInElastic", "easeOutElastic", "easeInOutElastic", "easeOutInElastic",
    "easeInBounce", "easeOutBounce", "easeInOutBounce", "easeOutInBounce",
    "smoothStep", "smootherStep",
    "easeInAtan", "easeOutAtan", "easeInOutAtan",
    "ahBackEaseIn", "ahBackEaseOut", "ahBackEaseInOut", "ahBackEaseOutIn",
    "ahElasticEaseIn", "ahElasticEaseOut", "ahElasticEaseInOut", "ahElasticEaseOutIn",
    "ahBounceEaseIn", "ahBounceEaseOut", "ahBounceEaseInOut", "ahBounceEaseOutIn",
    "ease", "ease-in", "ease-out", "ease-in-out",
    "step-start", "step-end",
};

const char *ceasing_curve_name(ceasing_curve curve) {
    int index = (int)curve;
    if (index < 0 || index >= CEASING_CURVE_COUNT) return NULL;
    return curve_names[index];
}

/* Families whose four variants are consecutive enum values (in, out, inOut,
   outIn); atan has only three. */
enum family {
    FAMILY_SINE, FAMILY_QUAD, FAMILY_CUBIC, FAMILY_QUART, FAMILY_QUINT, FAMILY_EXPO,
    FAMILY_CIRC, FAMILY_BACK, FAMILY_ELASTIC, FAMILY_BOUNCE, FAMILY_ATAN
};

enum variant { VARIANT_IN, VARIANT_OUT, VARIANT_IN_OUT, VARIANT_OUT_IN };

/* How a name was spelled, which decides between the Penner and AHEasing
   versions of back, elastic and bounce. */
enum spelling {
    SPELLING_PENNER,     /* easeInBack, backIn */
    SPELLING_AHEASING,   /* BackEaseIn, or an "ah" / "intu" prefix */
    SPELLING_FLIGHT      /* inBack (FlightAnimator) */
};

struct word {
    const char *text;
    int value;
};

static const struct word family_words[] = {
    {"sine", FAMILY_SINE},       {"quadratic", FAMILY_QUAD}, {"quad", FAMILY_QUAD},
    {"cubic", FAMILY_CUBIC},     {"quartic", FAMILY_QUART},  {"quart", FAMILY_QUART},
    {"quintic", FAMILY_QUINT},   {"quint", FAMILY_QUINT},    {"exponential", FAMILY_EXPO},
    {"expo", FAMILY_EXPO},       {"exp", FAMILY_EXPO},       {"circular", FAMILY_CIRC},
    {"circ", FAMILY_CIRC},       {"back", FAMILY_BACK},      {"elastic", FAMILY_ELASTIC},
    {"bounce", FAMILY_BOUNCE},   {"atan", FAMILY_ATAN},
};

static const struct word variant_words[] = {
    {"inout", VARIANT_IN_OUT}, {"outin", VARIANT_OUT_IN}, {"in", VARIANT_IN}, {"out", VARIANT_OUT},
};

static const struct word keyword_words[] = {
    {"linear", CEASING_CURVE_LINEAR},
    {"ease", CEASING_CURVE_EASE},
    {"easein", CEASING_CURVE_EASE_IN},
    {"easeout", CEASING_CURVE_EASE_OUT},
    {"easeinout", CEASING_CURVE_EASE_IN_OUT},
    {"easeineaseout", CEASING_CURVE_EASE_IN_OUT}, /* Core Animation */
    {"stepstart", CEASING_CURVE_STEP_START},
    {"stepend", CEASING_CURVE_STEP_END},
    {"smoothstep", CEASING_CURVE_SMOOTHSTEP},
    {"smootherstep", CEASING_CURVE_SMOOTHERSTEP},
};

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static int starts_with(const char *s, const char *prefix) {
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static int find_exact(const struct word *words, size_t count, const char *s, int *value) {
    size_t i;
    for (i = 0; i < count; i++) {
        if (strcmp(s, words[i].text) == 0) {
            *value = words[i].value;
            return 1;
        }
    }
    return 0;
}

/* variant + family, e.g. "inoutcubic" */
static int split_variant_family(const char *s, int *variant, int *family) {
    size_t i;
    for (i = 0; i < COUNT_OF(variant_words); i++) {
        if (starts_with(s, variant_words[i].text) &&
            find_exact(family_words, COUNT_OF(family_words), s + strlen(variant_words[i].text), family)) {
            *variant = variant_words[i].value;
            return 1;
        }
    }
    return 0;
}

/* family + [separator] + variant, e.g. "cubicinout" or "cubiceaseinout" */
static int split_family_variant(const char *s, const char *separator, int *family, int *variant) {
    size_t i;
    for (i = 0; i < COUNT_OF(family_words); i++) {
        const char *rest;
        if (!starts_with(s, family_words[i].text)) continue;
        rest = s + strlen(family_words[i].text);
        if (!starts_with(rest, separator)) continue;
        if (find_exact(variant_words, COUNT_OF(variant_words), rest + strlen(separator), variant)) {
            *family = family_words[i].value;
            return 1;
        }
    }
    return 0;
}

static int resolve(int family, int variant, enum spelling spelling, ceasing_curve *out) {
    int use_ah;
    switch (family) {
    case FAMILY_ATAN:
        if (spelling == SPELLING_AHEASING || variant == VARIANT_OUT_IN) return 0;
        *out = (ceasing_curve)(CEASING_CURVE_ATAN_IN + variant);
        return 1;
    case FAMILY_BACK:
        /* FlightAnimator: inBack/outBack are Penner's, inOutBack/outInBack AHEasing's. */
        use_ah = spelling == SPELLING_AHEASING ||
                 (spelling == SPELLING_FLIGHT && (variant == VARIANT_IN_OUT || variant == VARIANT_OUT_IN));
        *out = (ceasing_curve)((use_ah ? CEASING_CURVE_AH_BACK_IN : CEASING_CURVE_BACK_IN) + variant);
        return 1;
    case FAMILY_ELASTIC:
        use_ah = spelling != SPELLING_PENNER;
        *out = (ceasing_curve)((use_ah ? CEASING_CURVE_AH_ELASTIC_IN : CEASING_CURVE_ELASTIC_IN) + variant);
        return 1;
    case FAMILY_BOUNCE:
        use_ah = spelling != SPELLING_PENNER;
        *out = (ceasing_curve)((use_ah ? CEASING_CURVE_AH_BOUNCE_IN : CEASING_CURVE_BOUNCE_IN) + variant);
        return 1;
    default:
        *out = (ceasing_curve)(CEASING_CURVE_SINE_IN + 4 * family + variant);
        return 1;
    }
}

ceasing_status ceasing_curve_from_name(const char *name, ceasing_curve *out) {
    char buffer[64];
    const char *s;
    size_t length = 0;
    int value, family, variant, prefixed = 0;
    ceasing_curve curve;
    if (name == NULL || out == NULL) return CEASING_ERROR_NULL;

    /* ASCII letters only, lowercased; '-' and '_' are dropped. */
    for (s = name; *s != '\0'; s++) {
        char c = *s;
        if (c == '-' || c == '_') continue;
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c < 'a' || c > 'z' || length + 1 >= sizeof buffer) return CEASING_ERROR_UNKNOWN_NAME;
        buffer[length++] = c;
    }
    buffer[length] = '\0';

    if (find_exact(keyword_words, COUNT_OF(keyword_words), buffer, &value)) {
        *out = (ceasing_curve)value;
        return CEASING_OK;
    }
    s = buffer;
    if (starts_with(s, "ah")) {
        s += 2;
        prefixed = 1;
    } else if (starts_with(s, "intu")) {
        s += 4;
        prefixed = 1;
    }
    if (prefixed && strcmp(s, "linear") == 0) {
        *out = CEASING_CURVE_LINEAR;
        return CEASING_OK;
    }
    if (starts_with(s, "ease") && split_variant_family(s + 4, &variant, &family)) {
        if (resolve(family, variant, prefixed ? SPELLING_AHEASING : SPELLING_PENNER, &curve)) goto found;
    } else if (split_family_variant(s, "ease", &family, &variant)) {
        if (resolve(family, variant, SPELLING_AHEASING, &curve)) goto found;
    } else if (split_variant_family(s, &variant, &family)) {
        if (resolve(family, variant, prefixed ? SPELLING_AHEASING : SPELLING_FLIGHT, &curve)) goto found;
    } else if (split_family_variant(s, "", &family, &variant)) {
        if (resolve(family, variant, prefixed ? SPELLING_AHEASING : SPELLING_PENNER, &curve)) goto found;
    }
    return CEASING_ERROR_UNKNOWN_NAME;
found:
    *out = curve;
    return CEASING_OK;
}
