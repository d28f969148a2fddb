// A clause expression of a type the clause cannot use is reported once, at the
// argument's column in the pragma, in the user's terms (it used to surface at
// the statement's line, at columns of the generated text, about casts the user
// never wrote; a pointer in a loop's cost was not reported at all: probe2 A25).
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
struct S { int x; double w; int *p; };
union U { int i; float f; };
enum level { LOW, HIGH };
void f(double *restrict a, int n, struct S s, struct S *ps, union U u, double d, enum level e) {
  #pragma nano task cost("abc")
  a[0] = 1;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:26: error: clause 'cost' expects a number, not a string literal
  #pragma nano task cost(s)
  a[1] = 1;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:26: error: clause 'cost' expects a number, not 'struct S'
  #pragma nano loop cost(a)
  for (int i = 0; i < n; i++) a[i] = 2;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:26: error: clause 'cost' expects a number, not 'double *'
  #pragma nano task cost(n + &n)
  a[2] = 1;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:26: error: clause 'cost' expects a number, not a pointer
  #pragma nano task if(s)
  a[4] = 1;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:24: error: clause 'if' expects a number or a pointer, not 'struct S'
  #pragma nano task if(u)
  a[5] = 1;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:24: error: clause 'if' expects a number or a pointer, not 'union U'
  #pragma nano task if(n > 2) cost(ps->p)
  a[6] = 1;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:36: error: clause 'cost' expects a number, not 'int *'
  #pragma nano parallel workers(d)
  { a[7] = 1; }
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:33: error: clause 'workers' expects an integer, not 'double'
  #pragma nano loop schedule(fixed, s.w)
  for (int i = 0; i < n; i++) a[i] = 3;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:37: error: clause 'schedule' expects an integer, not 'double'
  #pragma nano loop schedule(tss, 8, ps)
  for (int i = 0; i < n; i++) a[i] = 4;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:38: error: clause 'schedule' expects an integer, not 'struct S *'
  // A floating literal is judged like a variable of its type (probe3 B6: it
  // was accepted silently, and the runtime truncated it).
  #pragma nano parallel workers(1.5)
  { a[10] = 1; }
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:33: error: clause 'workers' expects an integer, not 'double'
  #pragma nano loop schedule(tss, 2.0f, 1)
  for (int i = 0; i < n; i++) a[i] = 6;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:35: error: clause 'schedule' expects an integer, not 'float'
  #pragma nano loop schedule(fixed, -2.5L)
  for (int i = 0; i < n; i++) a[i] = 7;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:37: error: clause 'schedule' expects an integer, not 'long double'
  #pragma nano loop schedule(gss, 1e3)
  for (int i = 0; i < n; i++) a[i] = 8;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:35: error: clause 'schedule' expects an integer, not 'double'
  #pragma nano loop schedule(gss, 0x1p4)
  for (int i = 0; i < n; i++) a[i] = 9;
  // CHECK-DAG: clause-expression-types.c:[[@LINE-2]]:35: error: clause 'schedule' expects an integer, not 'double'
  #pragma nano loop schedule(fixed, 0x1F) cost(2.5e1 + 1.f)
  for (int i = 0; i < n; i++) a[i] = 10;
  // What each clause accepts draws no error: numbers of any arithmetic type,
  // enumerators, pointers and members in a condition, integer chunks.
  #pragma nano task cost(d * s.w + s.x + -1.5 + e + sizeof s) if(ps && s.p && e == HIGH && d)
  a[8] = 1;
  #pragma nano loop cost(s.w) schedule(gss, s.x + n / 2)
  for (int i = 0; i < n; i++) a[i] = 5;
  #pragma nano parallel workers(s.x + HIGH)
  { a[9] = 1; }
}
