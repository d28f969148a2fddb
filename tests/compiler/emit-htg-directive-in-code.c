// --emit-htg: a node's code is one statement without preprocessor lines, so a
// statement of a block, a task or a loop body holding `#ifdef` (or any
// directive but `#pragma`, written as `_Pragma`) cannot be written. The
// translation says so at the directive and writes no document; before, the
// document was written and `nano-htg validate` refused it (bb47 7).
// RUN: rm -f %t.json
// RUN: not %translate %s --emit-htg %t.json > /dev/null 2> %t.err
// RUN: %FileCheck %s --check-prefix=BLOCK < %t.err
// RUN: not test -e %t.json
// RUN: not %translate %s --emit-htg %t.json -- -DLOOP > /dev/null 2> %t.loop.err
// RUN: %FileCheck %s --check-prefix=LOOP < %t.loop.err
// Without --emit-htg the program translates.
// RUN: %translate %s > /dev/null
#define N 64
double x[N];
#ifndef LOOP
void stage(int mode) {
  #pragma nano parallel
  {
    for (int i = 0; i < N; i++) x[i] = i;
    if (mode >= 1) {
#ifdef USE_HALF
      x[0] += 0.5;
#endif
      x[1] += 1.5;
    }
  }
}
#endif
// BLOCK: emit-htg-directive-in-code.c:[[@LINE-8]]:1: error: --emit-htg cannot write this statement as a node: its text holds the preprocessor directive '#ifdef', and a node's code is one statement without directives; put the directive around the whole block or function, or compile without --emit-htg
// BLOCK-NOT: error:
#ifdef LOOP
void loop(void) {
  #pragma nano loop
  for (int i = 0; i < N; i++) {
#if N > 10
    x[i] *= 2;
#endif
  }
}
#endif
// LOOP: emit-htg-directive-in-code.c:[[@LINE-6]]:1: error: --emit-htg cannot write this statement as a node: its text holds the preprocessor directive '#if',
// LOOP-NOT: error:
