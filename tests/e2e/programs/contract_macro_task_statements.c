// contract_macro_task_statements: task statements that are function-like
// macros -- one expanding to an assignment from a call (`CALL(z, 7)` is
// `z = slow(7)`), one to a call (`FILL(a, 10)`), one to an increment -- are
// outlined as written. Before: the call form took the arguments' text from
// inside the expansion and the generated code did not compile.
#include <stdio.h>
#define CALL(dst, v) dst = slow(v)
#define FILL(arr, n) fill(arr, n)
#define INC(x) ((x)++)
static long slow(long v) {
  volatile long s = 0;
  for (long i = 0; i < 100000; i++) s += i & 1;
  return v * 2 + (s & 0);
}
static void fill(long *a, int n) { for (int i = 0; i < n; i++) a[i] = i * 3; }
int main(void) {
  long z, a[10], c = 0;
  #pragma nano task
  CALL(z, 7);
  #pragma nano task
  FILL(a, 10);
  #pragma nano task
  INC(c);
  #pragma nano task
  CALL(a[2], z);
  printf("%ld %ld %ld %ld\n", z, a[9], a[2], c);
  return 0;
}
