// The loop variable's address passed to a pointer-to-const parameter is only
// read through: the loop is canonical (it was refused: "the loop variable 'i'
// is modified in the loop body"). Through a pointer to non-const it may be
// written, and the loop is still refused.
// RUN: not %translate %s 2>&1 | %FileCheck %s
// RUN: %translate %s -- -DVALID > %t.c
// RUN: %FileCheck %s --check-prefix=VALID < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
static int peek(const int *p) { return *p * 2; }
static void bump(int *p) { *p += 1; }
#ifdef VALID
// VALID-LABEL: void reads{{\(}}int *restrict a, int n) {
// VALID: nano{{_}}parallel_for(
void reads(int *restrict a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = peek(&i);
}
#else
void writes(int *restrict a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) { a[i] = 1; bump(&i); }
  // CHECK: loop-var-address-read.c:[[@LINE-1]]:3: error: loop is not in canonical form: the loop variable 'i' is modified in the loop body
}
#endif
