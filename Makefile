# Motion's C core: libcspring (CSpringSolver) and libceasing (CEasing).
#
#   make                       static and shared libraries in build/
#   make check                 C tests with gcc and clang, C99 and C11, headers as C++,
#                              and the example built through pkg-config
#   make check SANITIZE=1      the same with -fsanitize=address,undefined on every
#                              compile and link (use a separate BUILD=...)
#   make install PREFIX=/usr/local DESTDIR=
#   make uninstall PREFIX=/usr/local DESTDIR=
#   make fuzz FUZZ_SECONDS=30  libFuzzer run of the CSS easing parser (clang)
#   make clean

VERSION_MAJOR = 0
VERSION_MINOR = 1
VERSION_PATCH = 0
VERSION = $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)

PREFIX ?= /usr/local
DESTDIR ?=
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig

CC ?= cc
AR ?= ar
STD ?= -std=c11
OPT ?= -O2
WARN = -Wall -Wextra -Wpedantic -Werror
CFLAGS ?=
ALL_CFLAGS = $(STD) $(OPT) $(WARN) -fPIC $(CFLAGS)
LDLIBS = -lm

# ---- SANITIZE=1: AddressSanitizer and UBSan on every compile and link ----
SANITIZE ?=
ifeq ($(SANITIZE),1)
SAN_FLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
endif
ALL_CFLAGS += $(SAN_FLAGS)
LDLIBS += $(SAN_FLAGS)
# ---- end SANITIZE ----

BUILD ?= build
FUZZ_SECONDS ?= 30

SPRING_DIR = Sources/CSpringSolver
EASING_DIR = Sources/CEasing
SPRING_SRC = $(wildcard $(SPRING_DIR)/*.c)
EASING_SRC = $(wildcard $(EASING_DIR)/*.c)
SPRING_OBJ = $(SPRING_SRC:%.c=$(BUILD)/obj/%.o)
EASING_OBJ = $(EASING_SRC:%.c=$(BUILD)/obj/%.o)
HEADERS = $(SPRING_DIR)/include/cspring.h $(EASING_DIR)/include/ceasing.h
INCLUDES = -I$(SPRING_DIR)/include -I$(EASING_DIR)/include
# Private headers (internal helpers, kernels, tables): objects rebuild when they change.
PRIVATE_HEADERS = $(wildcard $(SPRING_DIR)/*.h) $(wildcard $(EASING_DIR)/*.h)

TEST_SRC = $(wildcard Tests/C/test_*.c)
TEST_BIN = $(TEST_SRC:Tests/C/%.c=$(BUILD)/tests/%)

LIBS = $(BUILD)/libcspring.a $(BUILD)/libceasing.a \
       $(BUILD)/libcspring.so.$(VERSION) $(BUILD)/libceasing.so.$(VERSION)

.PHONY: all check check-one check-cxx check-example tests install uninstall fuzz clean
.DELETE_ON_ERROR:

all: $(LIBS)

$(BUILD)/obj/%.o: %.c $(HEADERS) $(PRIVATE_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(INCLUDES) -c $< -o $@

$(BUILD)/libcspring.a: $(SPRING_OBJ)
	$(AR) rcs $@ $^

$(BUILD)/libceasing.a: $(EASING_OBJ)
	$(AR) rcs $@ $^

$(BUILD)/libcspring.so.$(VERSION): $(SPRING_OBJ)
	$(CC) -shared -Wl,-soname,libcspring.so.$(VERSION_MAJOR) -o $@ $^ $(LDLIBS)

$(BUILD)/libceasing.so.$(VERSION): $(EASING_OBJ)
	$(CC) -shared -Wl,-soname,libceasing.so.$(VERSION_MAJOR) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/%: Tests/C/%.c Tests/C/check.h Tests/C/reference_curves.h $(BUILD)/libcspring.a $(BUILD)/libceasing.a
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(INCLUDES) $< -o $@ $(BUILD)/libceasing.a $(BUILD)/libcspring.a $(LDLIBS)

tests: $(TEST_BIN)

# One compiler and standard: build everything warning-free and run every test binary.
check-one: tests
	@set -e; for t in $(TEST_BIN); do echo "[$(CC) $(STD)] $$t"; $$t; done

check-cxx:
	@mkdir -p $(BUILD)
	g++ -std=c++11 $(WARN) $(SAN_FLAGS) $(INCLUDES) -fsyntax-only -x c++ Tests/C/headers_cxx.cpp
	clang++ -std=c++17 $(WARN) $(SAN_FLAGS) $(INCLUDES) -fsyntax-only -x c++ Tests/C/headers_cxx.cpp

# Install into a scratch prefix (through DESTDIR), then build the example with
# nothing but pkg-config's flags and run it against the installed shared libraries.
check-example:
	@rm -rf $(BUILD)/stage
	$(MAKE) --no-print-directory install DESTDIR=$(abspath $(BUILD)/stage) PREFIX=/opt/motion BUILD=$(BUILD)/example-libs
	PKG_CONFIG_SYSROOT_DIR=$(abspath $(BUILD)/stage) PKG_CONFIG_PATH=$(abspath $(BUILD)/stage)/opt/motion/lib/pkgconfig \
	  sh -c '$(CC) -std=c99 $(WARN) $(SAN_FLAGS) Examples/c/motion_example.c -o $(BUILD)/motion_example $$(pkg-config --cflags --libs --static cspring ceasing)'
	LD_LIBRARY_PATH=$(abspath $(BUILD)/stage)/opt/motion/lib $(BUILD)/motion_example

check:
	@set -e; for cc in gcc clang; do for std in c99 c11; do \
	  $(MAKE) --no-print-directory check-one CC=$$cc STD=-std=$$std BUILD=$(BUILD)/check-$$cc-$$std; \
	done; done
	@$(MAKE) --no-print-directory check-cxx
	@$(MAKE) --no-print-directory check-example
	@echo "make check: all C test runs passed"

$(BUILD)/%.pc: build-support/%.pc.in
	@mkdir -p $(dir $@)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	    -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' $< > $@

install: $(LIBS) $(BUILD)/cspring.pc $(BUILD)/ceasing.pc
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 $(HEADERS) $(DESTDIR)$(INCLUDEDIR)
	install -m 644 $(BUILD)/libcspring.a $(BUILD)/libceasing.a $(DESTDIR)$(LIBDIR)
	install -m 755 $(BUILD)/libcspring.so.$(VERSION) $(BUILD)/libceasing.so.$(VERSION) $(DESTDIR)$(LIBDIR)
	cd $(DESTDIR)$(LIBDIR) && for l in cspring ceasing; do \
	  ln -sf lib$$l.so.$(VERSION) lib$$l.so.$(VERSION_MAJOR); ln -sf lib$$l.so.$(VERSION_MAJOR) lib$$l.so; done
	install -m 644 $(BUILD)/cspring.pc $(BUILD)/ceasing.pc $(DESTDIR)$(PKGCONFIGDIR)

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/cspring.h $(DESTDIR)$(INCLUDEDIR)/ceasing.h
	for l in cspring ceasing; do rm -f $(DESTDIR)$(LIBDIR)/lib$$l.a $(DESTDIR)$(LIBDIR)/lib$$l.so \
	  $(DESTDIR)$(LIBDIR)/lib$$l.so.$(VERSION_MAJOR) $(DESTDIR)$(LIBDIR)/lib$$l.so.$(VERSION) \
	  $(DESTDIR)$(PKGCONFIGDIR)/$$l.pc; done

FUZZ_FLAGS = -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -fuse-ld=lld

fuzz:
	@mkdir -p $(BUILD)/fuzz/corpus
	cp Tests/Fuzz/corpus/* $(BUILD)/fuzz/corpus/ 2>/dev/null || true
	clang $(FUZZ_FLAGS) $(WARN) -I$(EASING_DIR)/include Tests/Fuzz/fuzz_css_easing.c $(EASING_SRC) -o $(BUILD)/fuzz/fuzz_css_easing -lm
	$(BUILD)/fuzz/fuzz_css_easing -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 $(BUILD)/fuzz/corpus

clean:
	rm -rf $(BUILD)
