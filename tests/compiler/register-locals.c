// A `register` parameter or local of a function holding a directive loses its
// specifier in the translated text: the generated code may take its address
// (a task writing `r` stores through `&(r)`), which C forbids for a register
// variable (probe12 R4: "address of register variable requested" at columns
// of the generated line). One bound to a named register keeps it.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static long slow(long i) { return i * 3 + 1; }
long f(register long n) {
  register long r = 3, s = 4;
  long register t = 5;
  #pragma nano task
  r = slow(r);
  #pragma nano task
  { s += n; t += n; }
  return r + s + t;
}
// CHECK-LABEL: long f( long n) {
// CHECK-NEXT: {{^}}   long r = 3, s = 4;
// CHECK-NEXT: {{^}}  long  t = 5;
// CHECK: nano_a_->nano_lhs_ = &(r);
long g(void) {
  register long k = 2; // no directive in g: unchanged
  return k;
}
// CHECK-LABEL: long g(void) {
// CHECK-NEXT: register long k = 2;
