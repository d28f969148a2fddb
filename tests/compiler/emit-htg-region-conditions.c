// --emit-htg: a region (a task outside blocks, a loop, a parallel block)
// inside an `if`/`else` of its function has the condition of the `if`s
// around it, and the document lists the variables the condition reads.
// Before, it was written unconditionally, so compiled back both arms ran
// (bb48 1). Loops and `switch`es around a region are still left out
// (docs/htg-format.md, "What the document leaves out").
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.json
static double twice(double v) { return 2 * v; }
double b[100];
void g(int mode, int k) {
  if (mode > 0) {
    #pragma nano task
    b[0] = twice(1.0);
  } else {
    if (k)
      #pragma nano loop
      for (int i = 0; i < 100; i++) b[i] = i;
    #pragma nano parallel
    {
      b[1] = twice(2.0);
    }
  }
  #pragma nano wait
}
// CHECK:      var extern double b[100]
// CHECK-NEXT: var extern int mode
// CHECK-NEXT: var extern int k
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound r2
// CHECK-NEXT: | | simple n2 if (mode > 0) W b[0] cost : b[0] = twice(1.0);
// CHECK-NEXT: | loop loop1 var i [0, 100) parallel if !(mode > 0) && (k) W b cost
// CHECK-NEXT: | | simple loop1_body W b[i] cost : b[i] = i;
// CHECK-NEXT: | compound par1 if !(mode > 0)
// CHECK-NEXT: | | simple {{[sn][0-9]+}} W b[1] cost : b[1] = twice(2.0);
