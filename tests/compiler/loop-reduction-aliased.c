// A reduction variable read through a pointer or a reference in the body is
// not privatised (probe10 L3): `trace[i] = *p` with p = &s must see the
// running sum, which a private copy of s hides (every trace[i] was 0).
// RUN: not %translate %s 2>&1 | %FileCheck %s
long spin(long n, long seed);
int main(void) {
  long s = 0;
  long *p = &s;
  long trace[50];
  #pragma nano loop
  for (int i = 0; i < 50; i++) { s += spin(20000, i); trace[i] = *p; }
  // CHECK: loop-reduction-aliased.c:[[@LINE-1]]:34: error: loop-carried dependence on 's': it is written in one iteration and read in another, and it is not a recognised reduction
  return (int)trace[3];
}
