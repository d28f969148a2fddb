// The increments a loop may use: `i++`, `i--`, `i += s`, `i -= s`,
// `i = i + s`, `i = i - s`, and `i = s + i` (review29: `i = 2 + i` was
// refused); anything else is an error naming the forms.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
// RUN: %translate %s -- -DVALID > %t.c
// RUN: %FileCheck %s --check-prefix=VALID < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
#ifdef VALID
// VALID-LABEL: void added_before{{\(}}long *a, int n, int step) {
// VALID-COUNT-2: nano{{_}}parallel_for(
void added_before(long *a, int n, int step) {
  #pragma nano loop
  for (int i = 0; i < n; i = 2 + i) a[i] += i;
  #pragma nano loop
  for (int i = n - 1; i >= 0; i = step + i) a[i] += 1;
}
#else
void doubled(long *a, int n) {
  #pragma nano loop
  for (int i = 1; i < n; i *= 2) a[i] += i;
  // CHECK: loop-step-forms.c:[[@LINE-1]]:26: error: loop is not in canonical form: expected an increment 'var++', 'var--', 'var += step', 'var -= step', 'var = var + step', 'var = step + var' or 'var = var - step'
  #pragma nano loop
  for (int i = 1; i < n; i = i + i) a[i] += i;
  // CHECK: loop-step-forms.c:[[@LINE-1]]:34: error: loop is not in canonical form: the step depends on 'i', which the loop modifies
  #pragma nano loop
  for (int i = 1; i < n; i = 2 - i) a[i] += i;
  // CHECK: loop-step-forms.c:[[@LINE-1]]:26: error: loop is not in canonical form: expected an increment
}
#endif
