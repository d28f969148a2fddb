// --emit-htg: graph variables are declared at file scope, so their size must be
// constant. A one-dimensional variable-length array declared before the block
// is listed as an extern pointer to its first element (its uses in the nodes
// read the same); any other type whose size is known only at run time (a
// 'double m[n][n]' parameter, a VLA declared in the block) is an error at the
// variable, and no document is written. Such variables were left out of the
// variables, so the document did not compile (probe3 B18).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
// RUN: rm -f %t.bad.json
// RUN: not %translate %s --emit-htg %t.bad.json -- -DVLA_PARAM > /dev/null 2> %t.err
// RUN: %FileCheck --check-prefix=ERR %s < %t.err
// RUN: not test -e %t.bad.json

static void rowfill(int n, double *row, double b) { for (int i = 0; i < n; i++) row[i] = b + i * 0.5; }

void g(int n, double v[static 4]) {
  double tmp[n];
  #pragma nano parallel
  {
    rowfill(n, tmp, 2);
    v[0] = tmp[n - 1];
  }
}

#ifdef VLA_PARAM
void h(int n, double m[n][n]) {
  #pragma nano parallel
  {
    rowfill(n, m[0], 0);
    rowfill(n, m[1], 1);
    double t[n];
    rowfill(n, t, 3);
  }
}
// The block's own VLA is reported while the block is read, the parameter when the variables are listed.
// ERR: emit-htg-variable-length.c:[[@LINE-5]]:12: error: --emit-htg cannot write 't' as a graph variable: its type 'double[n]' has a size
// ERR: emit-htg-variable-length.c:[[@LINE-11]]:22: error: --emit-htg cannot write 'm' as a graph variable: its type 'double (*)[n]' has a size known only at run time, and graph variables are declared at file scope; declare it before the block as a one-dimensional array, pass it as a pointer to its first element, or compile without --emit-htg
#endif
// CHECK:      var extern int n
// CHECK-NEXT: var extern double * tmp
// CHECK-NEXT: var extern double * v
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple n1 R n W tmp[0:n] cost : rowfill(n, tmp, 2);
// CHECK-NEXT: | | simple s2 R v n tmp[n - 1] W v[0] cost : v[0] = tmp[n - 1];
// CHECK-NEXT: | | -> n1 s2 data tmp
