// A plain `for` of a parallel block whose iterations are independent runs as a
// parallel loop: its iterations run in chunks (the trace counts them; a loop run
// as one sequential node has none), at every worker count, and the program
// prints what its sequential elision prints. The loop-carried loop next to it
// adds no chunk of its own: with it alone in the block there are none.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O1 -Wno-unknown-pragmas %s -o %t/elision
// RUN: %t/elision > %t/expected
// RUN: %nanocc -O1 %s -o %t/app
// RUN: env NANO_WORKERS=1 NANO_TRACE=prv NANO_TRACE_FILE=%t/w1 %t/app > %t/out1
// RUN: env NANO_WORKERS=2 NANO_TRACE=prv NANO_TRACE_FILE=%t/w2 %t/app > %t/out2
// RUN: env NANO_WORKERS=4 NANO_TRACE=prv NANO_TRACE_FILE=%t/w4 %t/app > %t/out4
// RUN: diff %t/expected %t/out1 && diff %t/expected %t/out2 && diff %t/expected %t/out4
// RUN: %build_dir/bin/nano-trace summary %t/w1.prv | %FileCheck %s --check-prefix=CHUNKS
// RUN: %build_dir/bin/nano-trace summary %t/w2.prv | %FileCheck %s --check-prefix=CHUNKS
// RUN: %build_dir/bin/nano-trace summary %t/w4.prv | %FileCheck %s --check-prefix=CHUNKS
// RUN: %nanocc -O1 -DCARRIED_ONLY %s -o %t/carried
// RUN: env NANO_WORKERS=2 NANO_TRACE=prv NANO_TRACE_FILE=%t/carried %t/carried > %t/out-carried
// RUN: %build_dir/bin/nano-trace summary %t/carried.prv | %FileCheck %s --check-prefix=NONE
// CHUNKS: {{ [1-9][0-9]* loop chunks}}
// NONE: {{ 0 loop chunks}}
#include <stdio.h>

static double x[400000], z[400000];

int main(void) {
  int n = 400000;
  #pragma nano parallel
  {
#ifndef CARRIED_ONLY
    for (int i = 0; i < n; i++) x[i] = (i % 17) * 0.25 + (i % 13) * 0.5;
#endif
    for (int i = 1; i < n; i++) z[i] = z[i - 1] + 1.0;
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i] + z[i];
  printf("%.1f\n", s);
  return 0;
}
