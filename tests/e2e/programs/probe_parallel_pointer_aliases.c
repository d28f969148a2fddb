// probe_parallel_pointer_aliases: a '#pragma nano parallel' block whose statements reach one array through offset pointers (a + 2, a) and through pointer fields of a struct; the decomposition must order the overlapping calls.
#include <stdio.h>
static long slow(long v) { long s = v; for (int k = 0; k < 2000000; k++) s = (s * 31 + k) % 1000003; return s; }
static void add1(long *v, int n) { for (int i = 0; i < n; i++) v[i] += 1 + slow(i) % 2; }
static void dbl(long *v, int n) { for (int i = 0; i < n; i++) v[i] *= 2; }
struct pair { long *x; long *y; };
int main(void) {
  long a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  long *p = a + 2, *q = a;
  struct pair pr = { a + 4, a + 5 };
  long r1 = 0, r2 = 0;
  #pragma nano parallel
  {
    add1(p, 2);
    dbl(q, 4);
    add1(pr.x, 1);
    dbl(pr.y, 2);
    r1 = a[2] + a[3];
    r2 = *pr.x + a[6];
  }
  for (int i = 0; i < 8; i++) printf("%ld ", a[i]);
  printf("| %ld %ld\n", r1, r2);
  return 0;
}
