// --emit-htg: graph variables are one namespace, the program's variables are
// not. Locals and parameters of different functions with the same name (and
// here different types) were one graph variable with the first one's type
// (probe3 B17); a block declaration shadowing a parameter was merged into it,
// so the graph overwrote the caller's value (probe3 B11). Each local variable
// whose name another variable of the document has is renamed
// <function>_<name> (then _2, ...) in the variables, the code, the conditions,
// the loop bounds and the accesses; globals and unique names keep theirs.
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
// RUN: %FileCheck --check-prefix=JSON %s < %t.json

long out[8];
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }

void f1(long *a, int n) {
  long t;
  #pragma nano parallel
  {
    t = slow(n, 3000);
    a[0] = t;
    if (t > n) out[0] = slow(t, 3000);
  }
}

void f2(double *a, int n) {
  double t;
  #pragma nano parallel
  {
    t = slow(n, 3000) * 0.5;
    a[0] = t;
    #pragma nano loop
    for (int i = 1; i < n; i++) a[i] = slow(i, 3000) * t;
  }
}

void sh(long t) {
  #pragma nano parallel
  {
    out[1] = slow(t, 3000);
    long t = slow(7, 3000);
    out[2] = t + 1;
  }
}
// The node of the declaration is labelled with the variable's graph name.
// JSON: "label": "sh_t_2"
// CHECK:      var extern long f1_t
// CHECK-NEXT: var extern int f1_n
// CHECK-NEXT: var extern long * f1_a
// CHECK-NEXT: var extern long out[8]
// CHECK-NEXT: var extern double f2_t
// CHECK-NEXT: var extern int f2_n
// CHECK-NEXT: var extern double * f2_a
// CHECK-NEXT: var extern long sh_t
// CHECK-NEXT: var long sh_t_2
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple n2 R f1_n W f1_t cost : f1_t = slow(f1_n, 3000);
// CHECK-NEXT: | | simple s2 R f1_a f1_t W f1_a[0] cost : f1_a[0] = f1_t;
// CHECK-NEXT: | | compound arm3 if f1_t > f1_n
// CHECK-NEXT: | | | simple n3 R f1_t W out[0] cost : out[0] = slow(f1_t, 3000);
// CHECK-NEXT: | | -> n2 s2 data f1_t
// CHECK-NEXT: | | -> n2 arm3 data f1_t
// CHECK-NEXT: | compound par4
// CHECK-NEXT: | | simple n4 R f2_n W f2_t cost : f2_t = slow(f2_n, 3000) * 0.5;
// CHECK-NEXT: | | simple s5 R f2_a f2_t W f2_a[0] cost : f2_a[0] = f2_t;
// CHECK-NEXT: | | loop loop1 var i [1, f2_n) parallel R f2_n f2_a f2_t W f2_a[1:f2_n - 1] cost
// CHECK-NEXT: | | | simple loop1_body R f2_a f2_t W f2_a[i] cost : f2_a[i] = slow(i, 3000) * f2_t;
// CHECK-NEXT: | | -> n4 s5 data f2_t
// CHECK-NEXT: | | -> s5 loop1 data f2_a
// CHECK-NEXT: | compound par6
// CHECK-NEXT: | | simple n5 R sh_t W out[1] cost : out[1] = slow(sh_t, 3000);
// CHECK-NEXT: | | simple s7 W sh_t_2 cost : sh_t_2 = slow(7, 3000);
// CHECK-NEXT: | | simple s8 R sh_t_2 W out[2] cost : out[2] = sh_t_2 + 1;
// CHECK-NEXT: | | -> s7 s8 data sh_t_2
