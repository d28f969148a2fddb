// --explain names the memory a call in a task reaches, then the call ('b' through
// 'ext(b, 100)'), also when the call is part of an expression or of a braced task
// (bb57 5: the remark showed only the call's text, so the user could not see which
// memory was registered).
// RUN: %translate %s --explain > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err
#pragma nano declare reads(v[0:n]) writes(v[0:n])
double ext(double *v, int n);
static void leaf(const int *b, int n, long *res) {
  long s = 0;
  for (int i = 0; i < n; i++) s += b[i];
  *res = s;
}
double b[100];
void f(int n, long *cnt) {
  double r = 0;
  #pragma nano task
  r += ext(b, 100);
  // CHECK: explain-call-accesses.c:[[@LINE-1]]:8: remark: task read 'b' through 'ext(b, 100)' (from '#pragma nano declare')
  // CHECK: explain-call-accesses.c:[[@LINE-2]]:8: remark: task write 'b' through 'ext(b, 100)' (from '#pragma nano declare')
  #pragma nano task
  { int nb[16] = {0}; nb[0] = n; leaf(nb, n, &cnt[0]); }
  // CHECK: explain-call-accesses.c:[[@LINE-1]]:34: remark: task write 'cnt' through 'leaf(nb, n, &cnt[0])'
  r += b[0];
  cnt[1] = (long)r;
}
