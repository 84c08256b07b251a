// Compiles the public C headers as C++ (make check-cxx): extern "C", no C-only syntax.
#include "cspring.h"
#include "ceasing.h"

int main() {
    return (cspring_version() != 0 && ceasing_version() != 0) ? 0 : 1;
}
