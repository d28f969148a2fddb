// --emit-htg: a block's arcs see what its pointers may reach as the
// document's reader does: `q = W + 4` in a node makes the write `q[2]` reach
// W, so the later read of `W[6]` gets an arc. Before, the arc was missing and
// `nano-htg validate` refused the document (bb48 3).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %nano_htg validate %t.json
// RUN: %nano_htg arcs %t.json | %FileCheck %s
double W[32], r[4];
#pragma nano declare reads() writes()
void nap(int us);
static void setp(double *p, double v) { nap(3000); *p = v; }
void stage(void) {
  #pragma nano parallel
  {
    double *q = W + 4;
    setp(q + 2, 40.0);
    r[0] = W[6];
  }
}
// CHECK:      compound 'par1' (/root/children/0): 2 arcs, given
// CHECK-NEXT:   s2 -> s3  data on q
// CHECK-NEXT:   s3 -> s4  data on W
