// A loop whose body calls a function with a static counter: the error names the
// callee's variable and the call, and no longer lists the reduction forms, which
// do not apply (it said "loop-carried dependence on 'n'", at the call; bb53 4).
// RUN: not %translate %s 2>&1 | %FileCheck %s
static long next_id(void) { static long n = 0; return ++n; }
long ids[100];
void number(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) ids[i] = next_id() * 10 + i;
  // CHECK: loop-callee-static-counter.c:[[@LINE-1]]:42: error: loop-carried dependence on 'n', a static variable of 'next_id' that 'next_id()' updates in every iteration: iterations running at once would race on it; make the loop sequential, or compute what the call returns from the loop variable
  // CHECK-NOT: recognised forms
}
