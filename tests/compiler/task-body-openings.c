// Where generated declarations go first thing in a function's body: after
// the whole opening token, and after the floating-point pragmas that must
// begin the block (bb79 6, 7, 26). Before, a body opened with the digraph `<%`
// had them inserted between `<` and `%` (and the outlined functions between
// `%` and `>` at its end), a body opened by a macro (`BEGIN` for `{`) had
// them glued to the macro's name, and `#pragma STDC FP_CONTRACT OFF` first in
// the body came after them, which clang rejects.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -Wno-unknown-pragmas -I %runtime_include %t.c
// E2E
#include <stdio.h>

#define BEGIN {
#define END }

static long slow(long v) { long s = 0; for (long k = 0; k < 3000; k++) s += (k * v) % 11; return s; }
static double slowd(double v) { double s = 0; for (int k = 0; k < 3000; k++) s += (k % 7) * v; return s; }

// CHECK: static long digraphs(int n) <%nano_task *nano_h_
static long digraphs(int n) <%
  long a = 0, b = 0;
  #pragma nano task
  a = slow(n);
  #pragma nano task
  <% b = slow(n + 1); %>
  return a + b;
%>

// CHECK: static long macro_braces(int n) BEGIN nano_task *nano_h_
static long macro_braces(int n) BEGIN
  long x, y;
  #pragma nano task
  x = slow(n);
  #pragma nano task
  y = slow(n + 1);
  return x + y;
END

static double contracted(double x) {
  #pragma STDC FP_CONTRACT OFF
  #pragma clang fp exceptions(ignore)
  // CHECK: #pragma clang fp exceptions(ignore)
  // CHECK-NEXT: nano_task *nano_h_
  double a = 0;
  #pragma nano task
  a = slowd(x);
  return a;
}

int main(void) {
  long d = digraphs(1), m = macro_braces(2);
  double c = contracted(3.25);
  printf("%ld %ld %.3f\n", d, m, c);
  return d == slow(1) + slow(2) && m == slow(2) + slow(3) ? 0 : 1;
}
