// NANO_TRANSLATE_TIMES=1 prints, per compiled file, the CPU time of each phase of the
// plugin's compile (PhaseTimes.h): start-up, the preamble (built for this C++ file with
// NANO_TRANSLATE_PREAMBLE=1, so not 0 there), the analysis parse, the translation, the nested compile and the total.
// Without the variable (or with another value) nothing is printed, and the object is
// the same either way.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env NANO_TRANSLATE_TIMES=1 NANO_TRANSLATE_PREAMBLE=1 %nanoccxx -c %s -o %t/timed.o 2> %t/timed.err
// RUN: %FileCheck %s --check-prefix=TIMED < %t/timed.err
// RUN: env NANO_TRANSLATE_TIMES=1 %nanoccxx -c %s -o %t/parsed.o 2> %t/parsed.err
// RUN: %FileCheck %s --check-prefix=PARSED < %t/parsed.err
// RUN: env NANO_TRANSLATE_TIMES=1 NANO_TRANSLATE_PREAMBLE=1 %clangxx -fplugin=%plugin -isystem %runtime_include -c %s -o %t/plugin.o 2> %t/plugin.err
// RUN: %FileCheck %s --check-prefix=TIMED < %t/plugin.err
// RUN: env NANO_TRANSLATE_TIMES=0 %nanoccxx -c %s -o %t/quiet.o 2> %t/quiet.err
// RUN: %FileCheck %s --check-prefix=QUIET --allow-empty < %t/quiet.err
// RUN: %nanoccxx -c %s -o %t/default.o 2> %t/default.err
// RUN: %FileCheck %s --check-prefix=QUIET --allow-empty < %t/default.err
// RUN: cmp %t/timed.o %t/quiet.o
// TIMED: nano-times: {{.*}}translate-times.cpp: startup {{[0-9]+\.[0-9]}} preamble {{[1-9][0-9]*\.[0-9]|0\.[1-9]}} parse {{[0-9]+\.[0-9]}} translate {{[0-9]+\.[0-9]}} compile {{[0-9]+\.[0-9]}} total {{[0-9]+\.[0-9]}} (CPU ms)
// TIMED-NOT: nano-times:
// PARSED: nano-times: {{.*}}translate-times.cpp: startup {{[0-9]+\.[0-9]}} preamble {{[0-9]+\.[0-9]}} parse {{[0-9]+\.[0-9]}} translate
// QUIET-NOT: nano-times
#include <vector>

static int square(int v) { return v * v; }

int sum_of_squares(std::vector<int> &values) {
  int a = 0, b = 0;
  #pragma nano task
  a = square(values[0]);
  #pragma nano task
  b = square(values[1]);
  #pragma nano wait
  return a + b;
}
