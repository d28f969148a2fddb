// --emit-htg names the struct field or the row of an array of arrays that an
// access lies in (`s.x`, `o.in.y`, `m[1]`, `m[2][0:10]`), as the program's
// own analysis orders by: writes of different fields or rows get no arc, and
// a member reached through a pointer is `t[0].n`. Writes from one element
// into the next (`fill2(&T[1].y)`) are not cut to the first element (bb47 1).
// Before, each was written as the whole variable (`s`, `m`) and the document
// had arcs the program does not (bb44 D2). Sums are printed collected
// (`i + 1`, `63 - i`).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
struct S { double x[1000]; double y[1000]; } s;
struct Outer { struct { double x[100], y[100]; } in; double z[100]; } o;
struct Tail { int n; double d[1]; };
double m[4][1000];
double r1, r2, r3;
static void fill(double *v, int n, double x) { for (int i = 0; i < n; i++) v[i] = x * i + 1; }
static double total(const double *v, int n) { double t = 0; for (int i = 0; i < n; i++) t += v[i]; return t; }
void blocks(void) {
  #pragma nano parallel
  {
    fill(s.x, 1000, 1.0);
    fill(s.y, 1000, 2.0);
    fill(m[0], 1000, 3.0);
    fill(m[1], 1000, 4.0);
    fill(m[2], 10, 5.0);
    fill(o.in.y, 100, 6.0);
    r1 = total(s.y, 1000);
    r2 = total(m[1], 1000);
    r3 = total(o.in.x, 100);
  }
}
// CHECK:      var extern struct S s
// CHECK-NEXT: var extern double m[4][1000]
// CHECK-NEXT: var extern struct Outer o
// CHECK:      | compound par1
// CHECK-NEXT: | | simple n3 W s.x cost : fill(s.x, 1000, 1.0);
// CHECK-NEXT: | | simple n4 W s.y cost : fill(s.y, 1000, 2.0);
// CHECK-NEXT: | | simple n5 W m[0] cost : fill(m[0], 1000, 3.0);
// CHECK-NEXT: | | simple n6 W m[1] cost : fill(m[1], 1000, 4.0);
// CHECK-NEXT: | | simple n7 W m[2][0:10] cost : fill(m[2], 10, 5.0);
// CHECK-NEXT: | | simple n8 W o.in.y cost : fill(o.in.y, 100, 6.0);
// CHECK-NEXT: | | simple n9 R s.y W r1 cost : r1 = total(s.y, 1000);
// CHECK-NEXT: | | simple n10 R m[1] W r2 cost : r2 = total(m[1], 1000);
// CHECK-NEXT: | | simple n11 R o.in.x W r3 cost : r3 = total(o.in.x, 100);
// CHECK-NEXT: | | -> n4 n9 data s
// CHECK-NEXT: | | -> n6 n10 data m
// CHECK-NOT:  | | ->

struct Pt { double x, y; } T[8];
static void fill2(double *p) { p[0] = 1; p[1] = 2; }
void loops(struct Tail *t, int k) {
  #pragma nano loop
  for (int i = 0; i < 999; i++) s.x[i] = s.y[i + 1];
  #pragma nano loop
  for (int i = 0; i < 4; i++) m[3 - i][0] = i;
  #pragma nano parallel
  {
    t->n = 2;
    fill2(&T[1].y);
    r1 = T[2].x;
    r2 = T[k].y;
  }
}
// CHECK:      | loop loop1 var i [0, 999) parallel R s.y[1:999] W s.x[0:999] cost
// CHECK-NEXT: | | simple loop1_body R s.y[i + 1] W s.x[i] cost : s.x[i] = s.y[i + 1];
// CHECK-NEXT: | loop loop2 var i [0, 4) parallel W m[0:4] cost
// CHECK-NEXT: | | simple loop2_body W m[3 - i][0] cost : m[3 - i][0] = i;
// CHECK-NEXT: | compound par2
// CHECK-NEXT: | | simple s3 R t W t[0].n cost : t->n = 2;
// CHECK-NEXT: | | simple s4 W T[1].y T[2].x cost : fill2(&T[1].y);
// CHECK-NEXT: | | simple s5 R T[2].x W r1 cost : r1 = T[2].x;
// CHECK-NEXT: | | simple s6 R k T[k].y W r2 cost : r2 = T[k].y;
// CHECK-NEXT: | | -> s4 s5 data T
// CHECK-NEXT: | | -> s4 s6 data T
