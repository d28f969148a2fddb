// --emit-htg: memory reached through a pointer the program loads from an
// array (`fillp(rows[0], 100)`) is the section through that expression,
// `rows[0][0:100]`; it was left out, so a program compiled from the graph
// ran the nodes unordered (bb44 D1a).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %nano_htg validate %t.json
// RUN: %FileCheck %s < %t.json
double buf[400];
double *rows[4];
double *gp;
double r;
static void fillp(double *p, int n) {
  for (int i = 0; i < n; i++) p[i] = i * 0.5;
}
static double rd(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}
void f(void) {
  #pragma nano parallel
  {
    fillp(rows[0], 100);
    fillp(gp, 100);
    r = rd(buf, 200);
  }
}
// CHECK: "reads": ["rows[0]"],
// CHECK-NEXT: "writes": ["rows[0][0:100]"],
// CHECK-NEXT: "code": "fillp(rows[0], 100);",
// CHECK: "writes": ["gp[0:100]"],

// A pointer expression that is not postfix is parenthesised before its
// subscript: `(*pp)[3]`, which `*pp[3]` (pp[3][0]) is not (bb48 7).
double slowd(double v);
void g(double **pp) {
  #pragma nano parallel
  {
    #pragma nano task
    (*pp)[3] = slowd(21.0);
    r = pp[0][3];
  }
}
// CHECK: "writes": ["(*pp)[3]"],
// CHECK-NEXT: "code": "(*pp)[3] = slowd(21.0);",
