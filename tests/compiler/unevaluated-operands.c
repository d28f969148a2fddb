// The operand of sizeof, __alignof__ and _Generic's controlling expression is not
// evaluated: it reads no element of the array it names, so it is no access
// for the loop's canonical form, its dependence test, a task's accesses or
// what a task's creation copies (probe12 R1: `i < (int)(sizeof a / sizeof a[0])`
// was refused as "the bound depends on 'a', which the loop modifies", and
// `b[i] = i + sizeof b / sizeof b[0]` as a loop-carried dependence). An array
// used whole in a loop body (`sizeof a`) reaches the outlined body as a pointer
// to the whole array, not to its first element (whose size is a pointer's).
// A sizeof of a variable-length array reads only its size; a loop body using one
// whole (whose size the outlined body would not know) runs sequentially.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#define COUNT(x) (sizeof(x) / sizeof((x)[0]))
long bound(void) {
  long a[64];
  #pragma nano loop
  for (int i = 0; i < (int)(sizeof a / sizeof a[0]); i++) a[i] = (long)i * i;
  // CHECK-LABEL: long bound(
  // CHECK: nano_parallel_for(
  return a[63];
}
long body(void) {
  long b[64];
  #pragma nano loop
  for (int i = 0; i < 64; i++) b[i] = i + (long)(sizeof b / sizeof b[0]) + (long)__alignof__(b);
  // CHECK-LABEL: long body(
  // CHECK: nano_la_.b = b; nano_la_.nano_whole_b = &(b);
  // CHECK: nano_parallel_for(
  // CHECK: void nano_body_2(
  // CHECK-SAME: long *b, long (*nano_whole_b)[64])
  // CHECK: b[i] = i + (long)(sizeof (*nano_whole_b) / sizeof b[0]) + (long)__alignof__((*nano_whole_b));
  return b[63];
}
long macro(void) {
  int c[10];
  #pragma nano loop
  for (unsigned i = 0; i < COUNT(c); i++) c[i] = (int)COUNT(c) + _Generic(c[0], int: 1, default: 2);
  // CHECK-LABEL: long macro(
  // CHECK: nano_parallel_for(
  // CHECK: void nano_body_3(
  // CHECK-SAME: int *c, int (*nano_whole_c)[10])
  // CHECK: c[i] = (int)COUNT((*nano_whole_c)) + _Generic(c[0], int: 1, default: 2);
  return c[9];
}
long scalar(void) {
  long x = 2, d[4];
  // x is named only by sizeof: the body declares a long of its own, not read.
  #pragma nano loop
  for (int i = 0; i < 4; i++) d[i] = (long)sizeof x;
  // CHECK-LABEL: long scalar(
  // CHECK-NOT: nano_la_.x
  // CHECK: nano_parallel_for(
  // CHECK: void nano_body_4(
  // CHECK: {{^}}  long x;{{$}}
  return d[3] + x;
}
long task(int n) {
  long x = 5, y = 0, v[8] = {0};
  int w[n];
  w[0] = 1;
  // Nothing is read at the creation: x is not copied, and no access of x or v
  // is registered.
  #pragma nano task
  y = (long)(sizeof x + sizeof v / sizeof v[0]);
  // CHECK-LABEL: long task(
  // CHECK: nano_a_->y = &(y); nano_a_->x = &(x); nano_a_->v = &(v); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(y), (size_t)8); nano_set_label(
  return y + x + v[0] + w[0];
}
long vla(int n) {
  long w[n], s[n];
  #pragma nano loop
  for (int i = 0; i < n; i++) s[i] = (long)(sizeof w / sizeof w[0]);
  // WARN: unevaluated-operands.c:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: the body uses the variable-length array 'w' as a whole (its size, its address), which the outlined loop receives as a pointer to its first element; the statement runs sequentially
  #pragma nano loop
  for (int i = 0; i < (int)(sizeof s / sizeof s[0]); i++) s[i] = i;
  return s[n - 1];
}
