// External functions: without `declare` the conservative default applies (the
// task runs in the creator, with a warning); with `declare` the regions are exact.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
void ext(double *v, int n);
#pragma nano declare reads(v[0:n]) writes(w[0:n])
void ext2(const double *v, double *w, int n);

void f(double *a, double *b, int n) {
  #pragma nano task
  ext(a, n);
  // WARN: task-declare.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the region accessed through 'a' cannot be bounded; add an in/out/inout clause naming it
  #pragma nano task
  ext2(a, b, n);
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(char *)(a), nano_len_(n * 8)); nano_access(nano_t_, NANO_OUT, (const void *)(char *)(b), nano_len_(n * 8));
  #pragma nano task inout(a[0:n])
  ext(a, n);
  // WARN-NOT: warning:
}
