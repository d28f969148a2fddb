// A task site that a backward goto runs again creates one nano-thread per
// pass, as in a loop: the waits after the jump and at the function's exit
// wait for every instance (nano_wait_all_), not only the last one's handle.
// A site after the goto, or before a label only jumped to forwards, keeps
// its handle (tests/e2e/programs/contract_goto_loop_tasks.c).
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static long sq(long v) { return v * v; }
long again(void) {
  long acc[10];
  int i = 0;
top:
  #pragma nano task
  acc[i] = sq(i);
  if (++i < 10) goto top;
  long s = 0;
  // CHECK-LABEL: long again(
  // CHECK: nano_wait_all_{{[(]}}); for {{[(]}}int k = 0; k < 10; k++) s += acc[k];
  for (int k = 0; k < 10; k++) s += acc[k];
  return s;
}
long forwards(int n) {
  long x = 0;
  if (n < 0) goto done;
  #pragma nano task
  x = sq(n);
done:
  return x;
  // CHECK-LABEL: long forwards(
  // CHECK-NOT: nano_wait_all_
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}});
}
long reads_first(void) {
  long x = 1, s = 0;
  int i = 0;
top:
  s += x;
  #pragma nano task
  x = sq(x + i);
  if (++i < 6) goto top;
  return s + x;
  // CHECK-LABEL: long reads_first(
  // CHECK: top:
  // CHECK-NEXT: nano_wait_all_{{[(]}}); s += x;
}
long skips(int c) {
  long x = 3, s = 0;
  #pragma nano task
  x = sq(x);
  if (c > 0) goto skip;
  s += x;
skip:
  s += 2 * x;
  return s;
  // CHECK-LABEL: long skips(
  // CHECK: nano_wait_handle_{{[(]}}&nano_h_{{[0-9]+}}); s += x;
  // CHECK-NEXT: skip:
  // CHECK-NEXT: nano_wait_all_{{[(]}}); s += 2 * x;
}
