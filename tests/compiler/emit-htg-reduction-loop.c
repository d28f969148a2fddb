// --emit-htg: the format has no reductions, so a '#pragma nano loop' with a
// reduction is a sequential loop node (written as "parallel": true, its graph
// said the iterations were independent while each wrote 's': running it back
// raced; probe3 B10). A loop without one stays parallel with its schedule.
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
// RUN: not grep -n '"parallel": true, "schedule": { "kind": "gss"' %t.json

double a[100];
double run(int n) {
  double s = 0, m = -1;
  #pragma nano loop schedule(fixed, 8)
  for (int i = 0; i < n; i++) a[i] = i;
  #pragma nano loop reduction(+: s) schedule(gss)
  for (int i = 0; i < n; i++) s += a[i];
  #pragma nano loop
  for (int i = 0; i < n; i++) if (a[i] > m) m = a[i];
  return s + m;
}

// CHECK:      var extern int n
// CHECK-NEXT: var extern double a[100]
// CHECK-NEXT: var extern double s
// CHECK-NEXT: var extern double m
// CHECK-NEXT: compound root
// CHECK-NEXT: | loop loop1 var i [0, n) parallel R n W a[0:n] cost
// CHECK-NEXT: | | simple loop1_body W a[i] cost : a[i] = i;
// CHECK-NEXT: | loop loop2 var i [0, n) R n s a[0:n] W s cost
// CHECK-NEXT: | | simple loop2_body R s a[i] W s cost : s += a[i];
// CHECK-NEXT: | loop loop3 var i [0, n) R n a[0:n] m W m cost
// CHECK-NEXT: | | simple loop3_body R a[i] m W m cost : if (a[i] > m) m = a[i];
