// --emit-htg lists as graph variables what a function's task region names
// (its tasks' code and conditions, and the variables their accesses name),
// and globals that only a callee's summary reaches (`GB` through lvl1()).
// A task calling a function with a `#pragma nano declare` lists the declared
// lvalues in the caller's terms. Before, task regions listed no variables,
// globals named only by accesses were missing, and a declare through a
// loaded pointer gave no access at all (bb44 D1b, D13). A variable-length
// array of two dimensions that a task region names is left out, with no
// error (graph variables have constant sizes).
// RUN: %translate %s --emit-htg %t.json > /dev/null 2> %t.err
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.json
// RUN: %FileCheck %s --check-prefix=NOERR --allow-empty < %t.err
// NOERR-NOT: error:
struct vec { int n; double *d; };
#pragma nano declare reads(v->n, v->d[0:v->n]) writes(v->d[0:v->n])
void vdouble(struct vec *v);
double b0[10];
double GA[1000], GB[1000];
double ra;
static void setA(void) { for (int i = 0; i < 1000; i++) GA[i] = i * 1.5; }
static void lvl2(void) { for (int i = 0; i < 1000; i++) GB[i] += 1; }
static void lvl1(void) { lvl2(); }
static double useA(void) { double s = 0; for (int i = 0; i < 1000; i++) s += GA[i]; return s; }

double tasks(int r, int c) {
  struct vec v = { 10, b0 };
  double grid[r][c];
  #pragma nano task
  vdouble(&v);
  #pragma nano task
  grid[0][0] = r;
  #pragma nano wait
  return grid[0][0] + b0[0];
}

void block(void) {
  #pragma nano parallel
  {
    setA();
    lvl1();
    ra = useA();
  }
}
// CHECK:      var extern double ra
// CHECK-NEXT: var extern double GA[1000]
// CHECK-NEXT: var extern double GB[1000]
// CHECK-NEXT: var extern struct vec v
// CHECK-NEXT: var extern int r
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound r4
// CHECK-NEXT: | | simple n4 R v.n v.d v.d[0:v.n] W v.d[0:v.n] cost : vdouble(&v);
// CHECK-NEXT: | | simple n5 R r W grid cost : grid[0][0] = r;
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple n1 W GA cost : setA();
// CHECK-NEXT: | | simple n2 R GB W GB cost : lvl1();
