// --emit-htg of probe finding A14's program: the loop that is the block's first
// statement is a loop node of the block (not a sibling of it at the root) and
// lists what its body reads and writes; every statement of every switch arm is
// listed (`k = 3;`, the whole default arm), each arm a compound with its
// execution condition; the node after the switch lists its read of k; the
// arcs are complete without trust_arcs.
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
#include <stdio.h>
#define N 1000
static double x[N], z[N], w[N];
static double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
double stage(int mode) {
  double r2 = 0;
  int k = 0;
  #pragma nano parallel
  {
    #pragma nano loop
    for (int i = 0; i < N; i++) z[i] = x[i] + i;
    switch (mode) {
    case 0: r2 = dot(z, z, N); break;
    case 1: r2 = -dot(x, x, N); k = 3; break;
    default: r2 = 1; k = 7;
    }
    for (int i = 0; i < N; i++) w[i] = z[i] + k;
  }
  return r2 + w[5];
}
int main(void) { printf("%.1f %.1f %.1f\n", stage(0), stage(1), stage(2)); return 0; }
// CHECK: var extern double z[1000]
// CHECK-NEXT: var extern double x[1000]
// CHECK-NEXT: var extern double r2
// CHECK-NEXT: var extern int mode
// CHECK-NEXT: var extern int k
// CHECK-NEXT: var extern double w[1000]
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | loop loop1 var i [0, N) parallel R x W z cost
// CHECK-NEXT: | | | simple loop1_body R x[i] W z[i] cost : z[i] = x[i] + i;
// CHECK-NEXT: | | compound arm2 if (mode) == (0)
// CHECK-NEXT: | | | simple n3 R z W r2 cost : r2 = dot(z, z, N);
// CHECK-NEXT: | | compound arm4 if (mode) == (1)
// CHECK-NEXT: | | | simple n4 R x W r2 cost : r2 = -dot(x, x, N);
// CHECK-NEXT: | | | simple s3 W k cost : k = 3;
// CHECK-NEXT: | | compound arm7 if !((mode) == (0) || (mode) == (1))
// CHECK-NEXT: | | | simple s5 W r2 cost : r2 = 1;
// CHECK-NEXT: | | | simple s6 W k cost : k = 7;
// CHECK-NEXT: | | loop loop2 var i [0, N) parallel R z k W w cost
// CHECK-NEXT: | | | simple loop2_body R z[i] k W w[i] cost : w[i] = z[i] + k;
// CHECK-NEXT: | | -> loop1 arm2 data z
// CHECK-NEXT: | | -> arm2 arm4 data r2
// CHECK-NEXT: | | -> arm4 arm7 data r2
// CHECK-NEXT: | | -> arm7 loop2 data k
