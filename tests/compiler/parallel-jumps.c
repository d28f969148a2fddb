// A jump out of a parallel block (continue, break, goto) first waits for the
// block's nodes: "the block completes when all its nodes have completed" (the
// jump used to skip the block-end waits, leaving a node running).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
static double a[1000];
static void fill(double *v, int n, double k, long spin) {
  for (volatile long r = 0; r < spin; r++) {}
  for (int i = 0; i < n; i++) v[i] = k;
}
int main(void) {
  double got = 0;
  for (int it = 0; it < 3; it++) {
    #pragma nano parallel
    {
      fill(a, 1000, it, it == 0 ? 2000000L : 0L);
      if (it == 0) continue;
      // CHECK: if (it == 0) { nano_wait_handle_(&nano_h_[[N:[0-9]+]]); continue; }
      if (it == 2) break;
      // CHECK: if (it == 2) { nano_wait_handle_(&nano_h_[[N]]); break; }
      got = a[7];
    }
  }
  printf("%.1f %.1f\n", got, a[7]);
  return 0;
}
