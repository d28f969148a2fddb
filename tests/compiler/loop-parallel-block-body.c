// A parallel block in the body of a '#pragma nano loop' is part of the
// iteration's outlined text: a warning says it runs in order there, and what
// to do; its loops are not lowered as parallel loops of a block. Before, the
// rewrites of the loop and of the block overlapped and the generated code did
// not compile (tests/e2e/programs/contract_parallel_block_in_loop_body.c).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static double a[8][1000];
static void f(double *r, int k) { for (int i = 0; i < 1000; i++) r[i] = i * 0.5 + k; }
void rows(void) {
  #pragma nano loop
  for (int k = 0; k < 8; k++) {
    #pragma nano parallel
    {
      f(a[k], k);
      for (int i = 0; i < 1000; i++) a[k][i] += 1;
    }
  }
  // WARN: loop-parallel-block-body.c:[[@LINE-6]]:18: warning: '#pragma nano parallel' inside a parallel loop is executed as part of its iteration; to run it as a nano-thread, move it into a function that the loop body calls
}
