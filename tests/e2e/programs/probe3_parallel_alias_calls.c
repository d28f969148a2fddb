// probe3_parallel_alias_calls: a parallel block calling kernels through pointer parameters that are equal (x == y), partly overlapping (z = x + 8, q2 = q1 + 5) or into one struct (pp->a, pp->b): the nodes conflict only at run time and must be ordered by their byte ranges (same result as the elision).
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static void addto(long *dst, const long *src, int n) { for (int i = 0; i < n; i++) dst[i] += slow(src[i], 2000); }
static void scale(long *p, int n) { for (int i = 0; i < n; i++) p[i] = slow(p[i] + 1, 2000); }
struct pair { long a[16]; long b[16]; };
static void run(long *x, long *y, long *z, struct pair *pp, long *q1, long *q2) {
  #pragma nano parallel
  {
    scale(x, 16);
    addto(y, x, 16);     /* y may alias x */
    scale(z, 16);
    addto(x, z, 16);
    scale(q1, 16);
    scale(q2, 16);       /* overlaps q1 partly */
    addto(pp->a, pp->b, 16);
    scale(pp->b, 16);
    addto(q2, q1, 8);
  }
}
int main(void) {
  static long buf[64], buf2[64];
  static struct pair P;
  for (int i = 0; i < 64; i++) { buf[i] = i; buf2[i] = 3 * i; }
  for (int i = 0; i < 16; i++) { P.a[i] = i; P.b[i] = 2 * i; }
  run(buf, buf, buf + 8, &P, buf2, buf2 + 5);      /* x == y, z overlaps x */
  run(buf + 16, buf + 32, buf + 48, &P, buf2 + 20, buf2 + 20);
  long s = 0;
  for (int i = 0; i < 64; i++) s = s * 7 + buf[i] + 3 * buf2[i];
  for (int i = 0; i < 16; i++) s = s * 5 + P.a[i] + P.b[i];
  printf("%ld\n", s);
  return 0;
}
