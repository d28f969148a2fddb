// A call task whose callee is a C11 `_Generic` selection calls the function
// it selects: the selection's controlling expression is not evaluated, so the
// argument block does not hold it, and the outlined call naming it did not
// compile (bb79 8). A label may be a UTF-8 literal (`u8"..."`, a char array
// in C11 and C17), alone or beside ordinary ones (bb79 23: refused).
// RUN: %translate %s -- -std=c17 > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -std=c17 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
// E2E-FLAGS: -std=c17
#include <stdio.h>

static long slow(long v) { long s = 0; for (long k = 0; k < 3000; k++) s += (k * v) % 11; return s; }
static long slowd(double v) { return slow((long)v) + 1; }

int main(void) {
  long a = 0, b = 0;
  double dv = 2.0;
  // CHECK-DAG: *nano_a_->nano_lhs_ = slowd(nano_a_->nano_a0_);
  #pragma nano task label(u8"größe" " two")
  a = _Generic(dv, long: slow, double: slowd)(dv);
  // CHECK-DAG: nano_set_label(nano_t_, "größe two");
  #pragma nano task label(u8"b")
  b = (_Generic((long)dv, long: slow, double: slowd))(5);
  #pragma nano wait
  printf("%ld %ld\n", a, b);
  return a == slow(2) + 1 && b == slow(5) ? 0 : 1;
}
