// A `declare` of a function the file also defines is checked against its
// body: one that does not list an access the body makes is ignored with a
// warning, and the body's accesses order the tasks (before, the tasks of
// `g` ran together and raced on `A`: bb52 1); one that covers the body is
// used as written (a header's declarations included by the file defining
// them: tests/e2e/driver/declare-in-header.c).
// RUN: %translate %s --explain > /dev/null 2> %t.err
// RUN: %FileCheck %s --implicit-check-not=warning: < %t.err
#pragma nano declare reads(v[0:n]) writes()
void g(double *v, int n) { for (int i = 0; i < n; i++) v[i] = v[i] + 1; }
// CHECK: declare-with-body.c:[[@LINE-2]]:14: warning: '#pragma nano declare' for 'g' is ignored: its body in this file writes 'v', which the declaration does not list, and tasks calling it would run together; the compiler uses what the body accesses (list every access, or remove the pragma)
#pragma nano declare reads(v[0:n]) writes(v[0:n])
void h(double *v, int n) { for (int i = 0; i < n; i++) v[i] = v[i] * 2; }
double A[64];
double f(void) {
  #pragma nano task
  g(A, 64);
  // CHECK: declare-with-body.c:[[@LINE-1]]:3: remark: task write 'A'{{$}}
  #pragma nano task
  h(A, 32);
  // CHECK: declare-with-body.c:[[@LINE-1]]:3: remark: task read 'A' (from '#pragma nano declare')
  #pragma nano wait
  return A[0];
}
