// A loop bound may call a function of the file whose summary writes nothing:
// the bound is evaluated once, as the sequential loop would keep getting the
// same value. A bound calling a function that writes is still refused.
// RUN: not %translate %s 2>&1 | %FileCheck %s
// RUN: %translate %s -- -DVALID > %t.c
// RUN: %FileCheck %s --check-prefix=VALID < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
struct vec { int n; double d[100]; };
static int half(int x) { return x / 2; }
static int sq(int x) { return x * x; }
static int count(const struct vec *v) { return v->n; }
static int calls;
static int counted(int x) { calls++; return x; }
#ifdef VALID
// VALID-LABEL: void pure_bounds{{\(}}double *restrict o, const struct vec *v, int n) {
// VALID-COUNT-3: nano{{_}}parallel_for(
void pure_bounds(double *restrict o, const struct vec *v, int n) {
  #pragma nano loop
  for (int i = 0; i < half(100); i++) o[i] = i;
  #pragma nano loop
  for (int i = 0; i < sq(n); i++) o[i] = 2 * i;
  #pragma nano loop
  for (int i = 0; i < count(v); i++) o[i] = v->d[i];
}
#else
void writing_bound(double *o) {
  #pragma nano loop
  for (int i = 0; i < counted(10); i++) o[i] = i;
  // CHECK: loop-bound-calls.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound 'counted(10)' has side effects (it assigns, or calls a function that may write); compute it into a local variable before the loop
}
#endif
