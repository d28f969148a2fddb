// A compiler loop hint (`#pragma GCC unroll`, `#pragma clang loop`) written
// before or after a directive, or a label in front of the statement, does not
// change what the statement is: the directive binds to it (it was refused as
// "not to this statement", or bound to the statement after the loop). The
// hints are removed with the loop they named.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: not grep "error:" %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -Wno-unused-label -I %runtime_include %t.c
static long slow(long x, int k) { for (int i = 0; i < k; i++) x = (x * 31 + i) % 1000003; return x; }
// CHECK-LABEL: void hints{{\(}}double *restrict a, double *restrict b) {
// CHECK-NOT: pragma GCC
// CHECK-NOT: pragma clang
// CHECK-COUNT-3: nano{{_}}parallel_for(
void hints(double *restrict a, double *restrict b) {
  #pragma nano loop
  #pragma GCC unroll 4
  for (int i = 0; i < 1000; i++) a[i] = i;
  #pragma GCC unroll 4
  #pragma nano loop
  for (int i = 0; i < 1000; i++) a[i] += 1;
  #pragma clang loop vectorize(enable) interleave(enable)
  #pragma nano loop
  for (int i = 0; i < 1000; i++) b[i] = a[i] * 2;
}
// CHECK-LABEL: long labels{{\(}}long *v) {
// CHECK: outer: {{.*}}nano{{_}}parallel_for(
// CHECK: again: {{.*}}nano{{_}}create(
long labels(long *v) {
  #pragma nano loop
  outer: for (int i = 0; i < 100; i++) v[i] = i;
  long x = 0;
  int tries = 0;
  #pragma nano task
  again: x += slow(x + 1, 1000);
  if (++tries < 3) goto again;
  return x;
}
