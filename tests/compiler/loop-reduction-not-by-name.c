// A function is a min or max reduction by what it computes, not by its name
// (probe10 L2): a `max` that adds, or a `min` of anything else, keeps the
// loop-carried dependence. And `s = min(s, e)` is one only when e does not
// read s (probe10 L4): `s = min(s, s - x)` takes x off s in every iteration.
// Both were privatised before, and printed wrong results.
// RUN: not %translate %s 2>&1 | %FileCheck %s
static long max(long a, long b) { return a + b; }
static long min(long a, long b) { return a < b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }
int main(void) {
  long s = 0;
  #pragma nano loop
  for (int i = 0; i < 100; i++) s = max(s, i);
  // CHECK-DAG: loop-reduction-not-by-name.c:[[@LINE-1]]:33: error: loop-carried dependence on 's': it is written in one iteration and read in another, and it is not a recognised reduction
  long t = 1000;
  #pragma nano loop
  for (int i = 0; i < 30; i++) t = min(t, t - i);
  // CHECK-DAG: loop-reduction-not-by-name.c:[[@LINE-1]]:32: error: loop-carried dependence on 't'
  long u = 1000;
  #pragma nano loop
  for (int i = 0; i < 30; i++) u = u < u - i ? u : u - i;
  // CHECK-DAG: loop-reduction-not-by-name.c:[[@LINE-1]]:32: error: loop-carried dependence on 'u'
  // A min of ints is no min of a long: its private starting value (LONG_MAX)
  // would narrow to -1 in the call (review of probe10 L2).
  long w = 5000;
  #pragma nano loop
  for (int i = 0; i < 30; i++) w = imin(w, i);
  // CHECK-DAG: loop-reduction-not-by-name.c:[[@LINE-1]]:32: error: loop-carried dependence on 'w'
  return (int)(s + t + u + w);
}
