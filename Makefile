# Motion's C core: libcspring (CSpringSolver) and libceasing (CEasing).
#
#   make                       static and shared libraries in build/
#   make check                 C tests with gcc and clang, C99 and C11, headers as C++,
#                              and the example built through pkg-config
#   make check SANITIZE=1      the same with -fsanitize=address,undefined on every
#                              compile and link (use a separate BUILD=...)
#   make install PREFIX=/usr/local DESTDIR=
#   make uninstall PREFIX=/usr/local DESTDIR=
#   make check-matrix          the C suite in every build configuration (GCC, Clang, -O0..-O3,
#                              FMA, one lane, aarch64 under qemu) and a bit-for-bit comparison
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
# Library objects only, after the caller's CFLAGS: no floating-point contraction
# even when CFLAGS ask for it (see cspring_fp.h). Empty it to test the pragmas alone.
LIB_FP_CFLAGS ?= -ffp-contract=off

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
	$(CC) $(ALL_CFLAGS) $(LIB_FP_CFLAGS) $(INCLUDES) -c $< -o $@

$(BUILD)/libcspring.a: $(SPRING_OBJ)
	$(AR) rcs $@ $^

$(BUILD)/libceasing.a: $(EASING_OBJ)
	$(AR) rcs $@ $^

$(BUILD)/libcspring.so.$(VERSION): $(SPRING_OBJ)
	$(CC) -shared -Wl,-soname,libcspring.so.$(VERSION_MAJOR) -o $@ $^ $(LDLIBS)

$(BUILD)/libceasing.so.$(VERSION): $(EASING_OBJ)
	$(CC) -shared -Wl,-soname,libceasing.so.$(VERSION_MAJOR) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/%: Tests/C/%.c $(wildcard Tests/C/*.h) $(BUILD)/libcspring.a $(BUILD)/libceasing.a
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

# ---- check-matrix: the same bits in every build -------------------------------
# Each configuration builds the libraries, runs the whole C suite (under qemu for
# aarch64; the second aarch64 build, with Clang, runs only the dump) and writes
# results_dump's per-section hashes; then every dump must equal the first, line
# by line. Sections named "libm: ..." call libm beyond the libraries' own fast
# ranges, so they are compared only between builds that run the same libm
# (the native ones), not against aarch64. Configurations with LIB_FP_CFLAGS=
# rely on the source pragmas alone (GCC's in GNU mode, Clang's as SwiftPM
# builds it); the others also get the Makefile's -ffp-contract=off, which
# is what keeps Clang's -ffp-contract=fast (which ignores pragmas) out.
MATRIX = $(BUILD)/matrix
MATRIX_FMA := $(shell grep -qw fma /proc/cpuinfo 2>/dev/null && echo -mfma)
AARCH64_CC ?= aarch64-linux-gnu-gcc
# Emulation is about 10x slower: the C tests' hang watchdog gets 10x its time.
AARCH64_RUN ?= env MOTION_WATCHDOG_SECONDS=600 qemu-aarch64 -L /usr/aarch64-linux-gnu

.PHONY: check-matrix matrix-one

$(BUILD)/results_dump: Tests/C/results_dump.c $(BUILD)/libcspring.a $(BUILD)/libceasing.a
	$(CC) $(ALL_CFLAGS) $(INCLUDES) $< -o $@ $(BUILD)/libceasing.a $(BUILD)/libcspring.a $(LDLIBS)

# One configuration: CC, STD, OPT, CFLAGS, LIB_FP_CFLAGS, BUILD, RUN (a runner such as
# qemu) and MATRIX_TESTS (the test binaries to run, all by default). The tests run
# MATRIX_JOBS at a time, each one's output printed whole when it ends; the first
# failure prints its output and fails the configuration.
MATRIX_TESTS ?= $(TEST_BIN)
MATRIX_JOBS ?= 2
matrix-one: tests $(BUILD)/results_dump
	@printf '%s\n' $(MATRIX_TESTS) | xargs -r -P $(MATRIX_JOBS) -I{} sh -c \
	    'out=$$($(RUN) {} 2>&1); status=$$?; echo "[$(notdir $(BUILD))] {}"; echo "$$out"; \
	     if [ $$status -ne 0 ]; then echo "[$(notdir $(BUILD))] {} failed with status $$status"; exit 255; fi'
	$(RUN) $(BUILD)/results_dump > $(BUILD)/results.txt

check-matrix:
	@rm -rf $(MATRIX)
	@set -e; m() { name=$$1; shift; echo "==== matrix: $$name ($$*)"; \
	    $(MAKE) --no-print-directory -s -j2 matrix-one BUILD=$(MATRIX)/$$name "$$@" >$(MATRIX)-$$name.log 2>&1 \
	      || { cat $(MATRIX)-$$name.log; exit 1; }; grep -h "passed" $(MATRIX)-$$name.log | tr '\n' ' '; echo; }; \
	  mkdir -p $(MATRIX); \
	  m gcc-c11-O0 CC=gcc STD=-std=c11 OPT=-O0; \
	  m gcc-gnu11-O2-native-pragma CC=gcc STD=-std=gnu11 OPT=-O2 "CFLAGS=-march=native -ffp-contract=fast" LIB_FP_CFLAGS=; \
	  m gcc-c99-O3-fma CC=gcc STD=-std=c99 OPT=-O3 "CFLAGS=$(MATRIX_FMA)"; \
	  m gcc-gnu11-O2-one-lane CC=gcc STD=-std=gnu11 OPT=-O2 "CFLAGS=$(MATRIX_FMA) -DCSPRING_ONE_LANE -DCEASING_ONE_LANE"; \
	  m clang-c11-O0 CC=clang STD=-std=c11 OPT=-O0; \
	  m clang-gnu11-O2-fma-pragma CC=clang STD=-std=gnu11 OPT=-O2 "CFLAGS=$(MATRIX_FMA)" LIB_FP_CFLAGS=; \
	  m clang-c11-O3-native-fast CC=clang STD=-std=c11 OPT=-O3 "CFLAGS=-march=native -ffp-contract=fast"; \
	  m clang-c11-O2-one-lane CC=clang STD=-std=c11 OPT=-O2 "CFLAGS=-DCSPRING_ONE_LANE -DCEASING_ONE_LANE"; \
	  m aarch64-gcc-gnu11-O2-pragma CC=$(AARCH64_CC) AR=aarch64-linux-gnu-ar STD=-std=gnu11 OPT=-O2 LIB_FP_CFLAGS= \
	    "RUN=$(AARCH64_RUN)"; \
	  m aarch64-clang-c11-O2-pragma "CC=clang --target=aarch64-linux-gnu" AR=aarch64-linux-gnu-ar STD=-std=c11 OPT=-O2 \
	    LIB_FP_CFLAGS= "RUN=$(AARCH64_RUN)" MATRIX_TESTS=
	@set -e; first=$(MATRIX)/gcc-c11-O0/results.txt; for d in $(MATRIX)/*/results.txt; do \
	  case $$d in */aarch64-*) filter='^libm:' ;; *) filter='^$$' ;; esac; \
	  grep -v "$$filter" $$first > $(MATRIX)/expected.txt; grep -v "$$filter" $$d > $(MATRIX)/actual.txt; \
	  if ! diff $(MATRIX)/expected.txt $(MATRIX)/actual.txt; then echo "check-matrix: $$d differs from $$first"; exit 1; fi; \
	done; echo "check-matrix: $$(ls -d $(MATRIX)/*/ | wc -l) configurations, every C test passed, results identical"

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
