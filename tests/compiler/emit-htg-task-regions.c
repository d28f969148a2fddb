// --emit-htg of a function's tasks outside parallel blocks: tasks before and
// after a parallel block (or a loop region) are two regions, each placed
// where it starts, so the root's computed arcs follow the program (bb47 5:
// one region at the function's start ran the block after the later task).
// A task's node also reads what the task copies when it is created
// (`r = t + 1` reads t): the graph's node reads it when it runs (bb47 4).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.json
// RUN: %nano_htg arcs %t.json | %FileCheck %s --check-prefix=ARCS
double twice(double v) { return 2 * v; }
double slow_sum(const double *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
double a[100], x, t, r, q;
void f(int n) {
  #pragma nano task
  t = slow_sum(a, n);
  #pragma nano task
  r = t + 1;
  #pragma nano parallel
  {
    x = twice(r);
  }
  #pragma nano task
  q = x + 1;
  #pragma nano wait
}
// CHECK:      compound root
// CHECK-NEXT: | compound r1
// CHECK-NEXT: | | simple n1 R a[0:n] n W t cost : t = slow_sum(a, n);
// CHECK-NEXT: | | simple n2 R t W r cost : r = t + 1;
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple s2 R r W x cost : x = twice(r);
// CHECK-NEXT: | compound r3
// CHECK-NEXT: | | simple n3 R x W q cost : q = x + 1;
// ARCS:      compound 'root' (/root): 2 arcs, computed
// ARCS-NEXT:   r1 -> par1  data on r
// ARCS-NEXT:   par1 -> r3  data on x
// ARCS-NEXT: compound 'r1' (/root/children/0): 1 arc, computed
// ARCS-NEXT:   n1 -> n2  data on t
