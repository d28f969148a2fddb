// A while-loop counter stepped by a constant other than one (`k += 2`,
// `k -= 3`) is bounded like one stepped by `++`/`--`: from its initialiser to
// the test of its loop, so a callee's v[k] is the section it reaches, not the
// whole array (it was unbounded: the task registered all of `a` and `b`).
// A step whose amount is not a constant leaves the counter unbounded.
// RUN: %translate %s > %t.c 2>/dev/null
// RUN: grep -v '^ *//' %t.c | %FileCheck %s
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static void every_other(long *v, int n) {
  int k = 0;
  while (k < n) {
    v[k] = 1;
    k += 2;
  }
}
static void every_third_down(long *v, int n) {
  int k = n - 1;
  while (k >= 0) {
    v[k] = 2;
    k -= 3;
  }
}
static void by_step(long *v, int n, int s) {
  int k = 0;
  while (k < n) {
    v[k] = 3;
    k += s;
  }
}

long run(int s) {
  long a[16] = {0}, b[16] = {0}, c[16] = {0};
  #pragma nano task
  every_other(a, 8);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(a), (size_t)64);
  #pragma nano task
  every_third_down(b, 9);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(b), (size_t)72);
  #pragma nano task
  by_step(c, 8, s);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(c), (size_t)128);
  return a[9] + b[9] + c[9];
}
