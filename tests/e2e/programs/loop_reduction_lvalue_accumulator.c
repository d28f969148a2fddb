// loop_reduction_lvalue_accumulator: reductions into '*sum' and 's->f' are refused
// (LANGUAGE.md's reductions are on variables); the rewrite the diagnostic names
// (a local accumulator named in the clause, stored back after the loop) computes
// what the sequential elision computes.
#include <stdio.h>

struct stats { long total; long max; };

static long value(int i) { return (i * 7919L) % 1009 - 500; }

static void accumulate(const long *v, int n, long *sum, struct stats *st) {
  long acc = *sum;
  #pragma nano loop reduction(+: acc)
  for (int i = 0; i < n; i++) acc += v[i];
  *sum = acc;

  long total = st->total, top = st->max;
  #pragma nano loop reduction(+: total) reduction(max: top)
  for (int i = 0; i < n; i++) {
    total += v[i] * 2;
    if (v[i] > top) top = v[i];
  }
  st->total = total;
  st->max = top;
}

int main(void) {
  enum { n = 6000 };
  static long v[n];
  for (int i = 0; i < n; i++) v[i] = value(i);
  long sum = 17;
  struct stats st = {5, -1000};
  accumulate(v, n, &sum, &st);
  accumulate(v, n / 3, &sum, &st);
  printf("sum %ld, total %ld, max %ld\n", sum, st.total, st.max);
  return 0;
}
