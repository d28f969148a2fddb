// --emit-htg of probe finding A14's par1.c: the nested `#pragma nano parallel`
// block and the `#pragma nano loop` are nodes of the outer block, in place;
// task nodes carry a cost; the plain loops are simple nodes with their
// accesses; the arcs are complete without trust_arcs.
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
#include <stdio.h>
#define N 4000
static double x[N], y[N], z[N], w[N];
static long hist[16];
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static void fill(double *v, int n, double base) { for (int i = 0; i < n; i++) v[i] = base + slow(i, 50) % 7; }
static double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }

static double stage(int mode, int nw) {
  double r1 = 0, r2 = 0, r3 = 0;
  int k = 0;
  #pragma nano parallel workers(nw)
  {
    fill(x, N, 1.0);
    fill(y, N, 2.0);
    #pragma nano loop schedule(fixed, 100)
    for (int i = 0; i < N; i++) z[i] = x[i] * y[i];
    r1 = dot(x, y, N);
    switch (mode) {
    case 0: r2 = dot(z, z, N); break;
    case 1: r2 = -dot(x, x, N); k = 3; break;
    default: r2 = 1; k = 7;
    }
    for (int i = 0; i < N; i++) w[i] = z[i] + k;      /* plain loop in a parallel block */
    #pragma nano task
    r3 = dot(w, x, N);
    for (int i = 0; i < N; i++) hist[(int)w[i] % 16]++;   /* loop-carried via hist: stays sequential */
    #pragma nano parallel
    {
      fill(x, N, r3 > 0 ? 3.0 : -3.0);
      r1 += dot(x, x, N);
    }
  }
  return r1 + r2 + r3;
}

int main(void) {
  for (int m = 0; m < 3; m++) printf("%.1f\n", stage(m, m + 1));
  long h = 0; for (int i = 0; i < 16; i++) h = h * 7 + hist[i];
  printf("%ld %.1f\n", h, x[5]);
  return 0;
}
// CHECK: var extern double x[4000]
// CHECK-NEXT: var extern double y[4000]
// CHECK-NEXT: var extern double z[4000]
// CHECK-NEXT: var extern double r1
// CHECK-NEXT: var extern double r2
// CHECK-NEXT: var extern int mode
// CHECK-NEXT: var extern int k
// CHECK-NEXT: var extern double w[4000]
// CHECK-NEXT: var extern double r3
// CHECK-NEXT: var extern long hist[16]
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple n3 W x cost : fill(x, N, 1.0);
// CHECK-NEXT: | | simple n4 W y cost : fill(y, N, 2.0);
// CHECK-NEXT: | | loop loop1 var i [0, N) parallel R x y W z cost
// CHECK-NEXT: | | | simple loop1_body R x[i] y[i] W z[i] cost : z[i] = x[i] * y[i];
// CHECK-NEXT: | | simple n5 R x y W r1 cost : r1 = dot(x, y, N);
// CHECK-NEXT: | | compound arm2 if (mode) == (0)
// CHECK-NEXT: | | | simple n6 R z W r2 cost : r2 = dot(z, z, N);
// CHECK-NEXT: | | compound arm4 if (mode) == (1)
// CHECK-NEXT: | | | simple n7 R x W r2 cost : r2 = -dot(x, x, N);
// CHECK-NEXT: | | | simple s3 W k cost : k = 3;
// CHECK-NEXT: | | compound arm7 if !((mode) == (0) || (mode) == (1))
// CHECK-NEXT: | | | simple s5 W r2 cost : r2 = 1;
// CHECK-NEXT: | | | simple s6 W k cost : k = 7;
// CHECK-NEXT: | | loop loop2 var i [0, N) parallel R z k W w cost
// CHECK-NEXT: | | | simple loop2_body R z[i] k W w[i] cost : w[i] = z[i] + k;
// CHECK-NEXT: | | simple n8 R w x W r3 cost : r3 = dot(w, x, N);
// CHECK-NEXT: | | simple n9 R w hist W hist cost : for (int i = 0; i < N; i++) hist[(int)w[i] % 16]++;
// CHECK-NEXT: | | compound par8
// CHECK-NEXT: | | | simple n10 R r3 W x cost : fill(x, N, r3 > 0 ? 3.0 : -3.0);
// CHECK-NEXT: | | | simple n11 R r1 x W r1 cost : r1 += dot(x, x, N);
// CHECK-NEXT: | | | -> n10 n11 data x
// CHECK-NEXT: | | -> n3 loop1 data x
// CHECK-NEXT: | | -> n3 n5 data x
// CHECK-NEXT: | | -> n4 loop1 data y
// CHECK-NEXT: | | -> n4 n5 data y
// CHECK-NEXT: | | -> loop1 arm2 data z
// CHECK-NEXT: | | -> n5 par8 data r1
// CHECK-NEXT: | | -> arm2 arm4 data r2
// CHECK-NEXT: | | -> arm4 arm7 data r2
// CHECK-NEXT: | | -> arm7 loop2 data k
// CHECK-NEXT: | | -> loop2 n8 data w
// CHECK-NEXT: | | -> loop2 n9 data w
// CHECK-NEXT: | | -> n8 par8 data r3
