// A loop's direction: from a constant step's sign, or, for a step known only
// at run time, from the condition (`j += step` with `>=` counts down). A
// constant step against the condition diverges: accepted, counted by the
// loop's own header (loop-diverging-steps.c); a zero step is an error.
// RUN: not %translate %s 2>&1 | %FileCheck %s
// RUN: %translate %s -- -DVALID > %t.c
// RUN: %FileCheck %s --check-prefix=VALID < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
#ifdef VALID
// VALID-LABEL: void runtime_steps{{\(}}long *a, int n, int step) {
// VALID-COUNT-7: nano{{_}}parallel_for(
void runtime_steps(long *a, int n, int step) {
  #pragma nano loop
  for (int j = n - 1; j >= 0; j += step) a[j] += j;
  #pragma nano loop
  for (int i = 0; i < n; i -= step) a[i] += i;
  #pragma nano loop
  for (int i = n - 1; i > 0; i = i + step) a[i] += 1;
  #pragma nano loop
  for (int i = 0; i <= n - 1; i = i - step) a[i] += 2;
  #pragma nano loop
  for (int j = n - 1; j >= 0; j += 2) a[j] += j;
  #pragma nano loop
  for (int i = 0; i < n; i -= 1) a[i] += i;
  #pragma nano loop
  for (int i = 0; i < n; i = i + (-2)) a[i] += i;
}
#else
void constant_steps(long *a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i += 0) a[i] += i;
  // CHECK: loop-step-direction.c:[[@LINE-1]]:31: error: loop is not in canonical form: the step must not be zero
}
#endif
