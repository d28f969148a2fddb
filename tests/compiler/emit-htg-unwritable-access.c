// --emit-htg: a node whose access the format cannot spell (the lvalues of a
// declare reached through `k ? &A : &B`) is ordered with every sibling, as a
// statement of unknown effects is: the reader of A.d gets an arc. Before, the
// node had no writes and no arc, and the document compiled back gave a wrong
// result (bb47 3).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %nano_htg arcs %t.json | %FileCheck %s
// RUN: %nano_htg validate %t.json
struct vec { int n; double *d; };
#pragma nano declare reads(v->n, v->d[0:v->n]) writes(v->d[0:v->n])
void vdouble(struct vec *v);
struct vec A, B;
double r;
void stage(int k) {
  #pragma nano parallel
  {
    #pragma nano task
    vdouble(k ? &A : &B);
    r = A.d[0] + B.d[0];
  }
}
// CHECK:      compound 'par1' (/root/children/0): 1 arc, given
// CHECK-NEXT:   n1 -> s2
