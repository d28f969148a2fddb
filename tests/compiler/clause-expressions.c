// Errors inside clause expressions are reported once, at their column in the
// pragma, before any code is generated (they used to surface in the generated
// text, at the statement's line, once per copy).
// RUN: not %translate %s 2>&1 | %FileCheck %s
// RUN: not %translate %s 2>&1 | %FileCheck %s --check-prefix=ONCE
struct pair { int *p; int n; };
int limit;
enum { SMALL = 4 };
void f(int *a, int n, struct pair s) {
  int x = 0;
  #pragma nano task if(x >)
  x++;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:27: error: expected expression in clause 'if'
  #pragma nano task in(nosuch)
  x++;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:24: error: use of undeclared identifier 'nosuch' in clause 'in'
  #pragma nano task cost(x +* 2)
  x++;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:29: error: indirection requires pointer operand ('int' invalid) in clause 'cost'
  #pragma nano task cost(*n)
  x++;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:26: error: indirection requires pointer operand ('int' invalid) in clause 'cost'
  #pragma nano task out(a[0:nn])
  a[0] = 1;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:29: error: use of undeclared identifier 'nn' in clause 'out'
  #pragma nano task inout(a[x > ])
  a[1] = 1;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:33: error: expected expression in clause 'inout'
  #pragma nano task if(n > 2 ? x)
  x++;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:33: error: expected ':' in clause 'if'
  #pragma nano task if(n y)
  x++;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:26: error: unexpected 'y' after the expression of clause 'if'
  #pragma nano loop schedule(fixed, chunk)
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:37: error: use of undeclared identifier 'chunk' in clause 'schedule'
  #pragma nano parallel workers(n * * 2)
  { a[2] = 0; }
  // CHECK-DAG: clause-expressions.c:[[@LINE-2]]:37: error: indirection requires pointer operand ('int' invalid) in clause 'workers'
  // Valid expressions: parameters, locals, globals, enumerators, fields, casts,
  // sizeof, calls, sections and string literals draw no error.
  #pragma nano task if(n > SMALL && limit != (int)sizeof(struct pair)) cost(s.n * 2 + *s.p) inout(a[s.n - 1:n / 2], *s.p)
  a[3] += s.n;
  #pragma nano task if(__builtin_expect(n > 2, 1)) cost(abs(n) + x)
  x += 2;
}
// ONCE-COUNT-10: error:
// ONCE-NOT: error:
// ONCE-NOT: nano_
