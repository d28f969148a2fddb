// With a reduction clause, an update through a function of the file that only
// reads (`mn = imin(mn, a[i])`, `s = add(s, a[i])`) is the declared reduction:
// the clause states the operator (it was refused: "uses it otherwise"). A
// function that writes, or one the clause does not cover, is still refused.
// RUN: not %translate %s 2>&1 | %FileCheck %s
// RUN: %translate %s -- -DVALID > %t.c
// RUN: %FileCheck %s --check-prefix=VALID < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
static int imin(int x, int y) { return x < y ? x : y; }
static long add(long x, long y) { return x + y; }
static int calls;
static long counted_add(long x, long y) { calls++; return x + y; }
#ifdef VALID
// VALID-LABEL: long explicit_functions{{\(}}const int *a, int n) {
// VALID: nano{{_}}parallel_reduce(
// VALID: nano{{_}}parallel_reduce(
long explicit_functions(const int *a, int n) {
  int mn = 1 << 30;
  long s = 0;
  #pragma nano loop reduction(min: mn) reduction(+: s)
  for (int i = 0; i < n; i++) { mn = imin(mn, a[i]); s = add(s, a[i]); }
  long t = 0;
  #pragma nano loop reduction(+: t)
  for (int i = 0; i < n; i++) t = add(a[i], t);
  return mn + s + t;
}
#else
long refused(const int *a, int n) {
  long s = 0, u = 0;
  #pragma nano loop reduction(+: s)
  for (int i = 0; i < n; i++) s = counted_add(s, a[i]);
  // CHECK: loop-reduction-functions.c:[[@LINE-2]]:34: error: 's' is declared a '+' reduction but the loop uses it otherwise: a reduction variable may only be updated with its operator ('s op= e', 's = s op e', or 's = f(s, e)' through a function that only reads), and not read elsewhere in the body
  #pragma nano loop
  for (int i = 0; i < n; i++) u = add(u, a[i]);
  // CHECK: loop-reduction-functions.c:[[@LINE-1]]:31: error: loop-carried dependence
  return s + u;
}
#endif
