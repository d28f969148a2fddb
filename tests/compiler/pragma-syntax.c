// Malformed pragmas are errors with file:line:col.
// RUN: not %translate %s -- -fdiagnostics-parseable-fixits -ferror-limit=0 2>&1 | %FileCheck %s
void f(int *a, int n) {
#pragma nano bogus
  a[0] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:14: error: unknown '#pragma nano' directive 'bogus'; expected one of task, parallel, loop, wait, declare
#pragma nano task foo(x)
  a[1] = 2;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:19: error: unknown clause 'foo' for '#pragma nano task'; the clauses of '#pragma nano task' are in, out, inout, if, cost and label
#pragma nano task in(a[0:n]
  a[2] = 3;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:28: error: missing ')' to close clause 'in'
#pragma nano task in(a[)
  a[3] = 4;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:22: error: cannot parse access 'a['; expected an lvalue such as x, a[i], a[lo:len], *p, *(p + 1), (*p)[i] or s.f
#pragma nano task label(x)
  a[3] = 4;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:25: error: clause 'label' expects a string literal, as in label("stage one")
#pragma nano loop schedule(dynamic)
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:28: error: unknown schedule 'dynamic'; did you mean 'fixed, 1'? (the schedules are static, fixed, gss, tss, factoring and affinity)
  // CHECK-DAG: fix-it:"{{.*}}pragma-syntax.c":{[[@LINE-3]]:28-[[@LINE-3]]:35}:"fixed, 1"
#pragma nano loop schedule(fixed)
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:28: error: schedule 'fixed' takes one argument, the chunk size
#pragma nano loop reduction(-: n)
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:29: error: unknown reduction operator '-'; expected one of + * min max & | ^ && ||
#pragma nano task if(n > 2) if(n > 3)
  a[4] = 5;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:29: error: clause 'if' appears more than once; combine the conditions into one, as in 'if(a && b)'
#pragma nano task independent
  a[5] = 6;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:19: error: unknown clause 'independent' for '#pragma nano task'; the clauses of '#pragma nano task' are in, out, inout, if, cost and label
#pragma nano loop independent(n)
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:19: error: clause 'independent' takes no arguments; write 'independent' alone, without parentheses
#pragma nano task in()
  a[8] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:22: error: empty expression in clause 'in'; write an expression there, or remove the empty argument
#pragma nano task in(a[0],)
  a[9] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:27: error: empty expression in clause 'in'; write an expression there, or remove the empty argument
#pragma nano task if(n > 2, n < 9)
  a[10] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:29: error: clause 'if' takes one expression, not 2; write a single expression (combine conditions with '&&')
#pragma nano task cost(n, 2)
  a[11] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:27: error: clause 'cost' takes one expression, not 2; write a single expression{{$}}
#pragma nano task label("a") label("b")
  a[12] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:30: error: clause 'label' appears more than once; keep one
#pragma nano wait on(a)
  // CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:19: error: unknown clause 'on' for '#pragma nano wait'; '#pragma nano wait' takes no clauses
#pragma nano parallel workers(2) schedule(static)
  { a[13] = 1; }
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:34: error: unknown clause 'schedule' for '#pragma nano parallel'; the clauses of '#pragma nano parallel' are workers and label
#pragma nano loop
  while (n) n--;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:3: error: '#pragma nano loop' applies to a 'for' loop, not to a 'while' loop
#pragma nano parallel
  a[6] = 7;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:3: error: '#pragma nano parallel' applies to a compound statement '{ ... }', not to this statement
  // CHECK-DAG: fix-it:"{{.*}}":{[[@LINE-2]]:3-[[@LINE-2]]:3}:"{ "
#pragma nano task
  int x = 3;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:3: error: '#pragma nano task' applies to a statement, not to a declaration; declare the variable before the pragma and make the task its assignment ('x = f(...);')
  a[7] = x;
#pragma nano
  // CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:9: error: expected a directive after '#pragma nano'
#pragma nano task
}
// CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:14: error: '#pragma nano task' must be followed by a statement
#pragma nano task
// CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:14: error: '#pragma nano task' must appear inside a function body, on the line before the statement it applies to
#pragma nano declare reads(*p)
int g;
// CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:14: error: '#pragma nano declare' must be followed by a function declaration; put it on the line before the declaration of the function whose accesses it states
int returns(int n) {
#pragma nano task
  return n;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:3: error: '#pragma nano task' applies to a statement, not to a return statement; make the task assign the value to a variable, and return that variable after it
}
void negative_cost(int *a, int n) {
#pragma nano task cost(-5)
  a[0] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:24: warning: 'cost(-5)' is negative and is ignored: a cost estimates the operations the nano-thread runs, at least 0
#pragma nano loop cost( - 2.5 )
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:25: warning: 'cost(- 2.5)' is negative and is ignored: a cost estimates the operations the nano-thread runs, at least 0
}
struct rec { int *d; int n; };
void clause_members(struct rec *s, struct rec v, int k, int *a) {
#pragma nano task inout(s->data[0:s->n])
  a[0] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:28: error: 'struct rec' has no field 'data' in clause 'inout'
#pragma nano task inout(s.d[0:s->n])
  a[1] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:26: error: '.' on 'struct rec *' in clause 'inout'; write '->'
  // CHECK-DAG: fix-it:"{{.*}}pragma-syntax.c":{[[@LINE-3]]:26-[[@LINE-3]]:27}:"->"
#pragma nano task in(v->n)
  a[2] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:23: error: '->' on 'struct rec' in clause 'in'; write '.'
#pragma nano task in(k.len)
  a[3] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:23: error: '.' on 'int' in clause 'in': a number has no fields; name the structure that holds it
#pragma nano task inout(a[0:-4])
  a[4] = 1;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:29: error: a section's length is negative in clause 'inout'; a section is [first:length], with length >= 0
#pragma nano task in(a[0:(-4)]) out(a[0:1 - 5])
  a[5] = 1;
  // Negative constants in other forms (black box bb67 11); one error per clause.
  // CHECK-DAG: pragma-syntax.c:[[@LINE-3]]:26: error: a section's length is negative in clause 'in'
  // CHECK-DAG: pragma-syntax.c:[[@LINE-4]]:41: error: a section's length is negative in clause 'out'
#pragma nano task in(a[0:2 * 3 - 1]) out(a[0:(4)])
  a[6] = 1;
#pragma nano task in(s->n, v.n) out(s->d[0:s->n])
  a[5] = 1;
}
void task_before_label(int *a, int k) {
  switch (k) {
#pragma nano task
  case 1: a[0] = 1; break;
  // CHECK-DAG: pragma-syntax.c:[[@LINE-1]]:3: error: '#pragma nano task' applies to a statement, not to a 'case' or 'default' label; put the pragma after the label, on the line before the statement
  }
}
long reduced_twice(const long *a, int n) {
  long s = 0;
#pragma nano loop reduction(+: s) reduction(*: s)
  for (int i = 0; i < n; i++) s += a[i];
  // CHECK-DAG: pragma-syntax.c:[[@LINE-2]]:48: error: 's' is already a reduction variable of this loop (with '+'); a variable is reduced with one operator, in one 'reduction' clause
  return s;
}
