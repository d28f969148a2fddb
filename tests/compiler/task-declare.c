// External functions: without `declare` the conservative default applies (the
// task runs in the creator, with a warning and a note at the function's
// declaration suggesting the `declare` line, as a fix-it); with `declare` the
// regions are exact.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %translate %s -- -fdiagnostics-parseable-fixits 2>&1 >/dev/null | %FileCheck %s --check-prefix=FIXIT
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
void ext(double *v, int n);
void ext4(int *out, const int *in);
#pragma nano declare reads(v[0:n]) writes(w[0:n])
void ext2(const double *v, double *w, int n);

void f(double *a, double *b, int n) {
  #pragma nano task
  ext(a, n);
  // WARN: task-declare.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the region accessed through 'a' cannot be bounded; add an in/out/inout clause naming it
  // WARN: task-declare.c:10:1: note: 'ext' has no body in this file, so it is assumed to access everything its pointer arguments reach and every global; if it touches nothing else (no global, output or hidden state), state what it accesses with '#pragma nano declare reads(v[0:n]) writes(v[0:n])' before its declaration
  // FIXIT: fix-it:"{{.*}}task-declare.c":{10:1-10:1}:"#pragma nano declare reads(v[0:n]) writes(v[0:n])\n"
  #pragma nano task
  ext2(a, b, n);
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)(a), nano_len_((long long)(n * 8))); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)(b), nano_len_((long long)(n * 8)));
  int x, y = 1;
  #pragma nano task
  ext4(&x, &y);
  // WARN: task-declare.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'ext4(&x, &y)' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // WARN: task-declare.c:11:1: note: 'ext4' has no body in this file, so it is assumed to access everything its pointer arguments reach and every global; if it touches nothing else (no global, output or hidden state), state what it accesses with '#pragma nano declare reads(*out, *in) writes(*out)' before its declaration
  // FIXIT: fix-it:"{{.*}}task-declare.c":{11:1-11:1}:"#pragma nano declare reads(*out, *in) writes(*out)\n"
  #pragma nano task inout(a[0:n])
  ext(a, n);
  // WARN-NOT: warning:
}
