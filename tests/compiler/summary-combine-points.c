// Divide and conquer whose combine step touches single elements with symbolic
// indexes (a[0] += a[n - 1]) after `if (n <= 2) { ...; return; }`: the points run
// only when n > 2, where they lie inside the section a[0:n] the function already
// accesses, so the summary stays a[0:n], the recursion reaches a fixed point and
// both halves run as nano-threads (they ran in the creating nano-thread: probe
// finding 20). The pointer form, the index form (a, lo, n) and mutual recursion.
// Without the guard the point a[n - 1] may lie before a (n == 0): it stays a
// section of its own in the summary, registered next to a[0:h].
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

static void pass(int *a, int n) {
  if (n <= 2) {
    for (int i = 0; i < n; i++) a[i] = a[i] / 2 + 7;
    return;
  }
  int h = n / 2;
  #pragma nano task
  pass(a, h);
  // CHECK-LABEL: static void pass(
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)(const char *)(a), nano_len_((long long)((h - 1) * 4 + 4))); nano_set_label(nano_t_, "pass");
  #pragma nano task
  pass(a + h, n - h);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + (h * 4)), nano_len_((long long)((n - h - 1) * 4 + 4))); nano_set_label(nano_t_, "pass");
  // CHECK: nano_wait_handle{{[_]}}(&nano_h_{{[0-9]+}}); nano_wait_handle_(&nano_h_{{[0-9]+}}); a[0] += a[n - 1];
  a[0] += a[n - 1];
}

static void pass_index(int *a, int lo, int n) {
  if (n < 3) {
    for (int i = lo; i < lo + n; i++) a[i] = a[i] * 3 % 11;
    return;
  }
  int h = n / 2;
  #pragma nano task
  pass_index(a, lo, h);
  // CHECK-LABEL: static void pass_index(
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + (lo * 4)), nano_len_((long long)((lo + h - 1) * 4 + 4 - lo * 4))); nano_set_label(nano_t_, "pass_index");
  #pragma nano task
  pass_index(a, lo + h, n - h);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + ((lo + h) * 4)), nano_len_((long long)((lo + h + n - h - 1) * 4 + 4 - (lo + h) * 4))); nano_set_label(nano_t_, "pass_index");
  a[lo] += a[lo + n - 1];
}

static void even_pass(int *a, int n);
static void odd_pass(int *a, int n) {
  if (n <= 2) {
    for (int i = 0; i < n; i++) a[i] += 1;
    return;
  }
  int h = n / 2;
  #pragma nano task
  even_pass(a, h);
  // CHECK-LABEL: static void odd_pass(
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)(const char *)(a), nano_len_((long long)((h - 1) * 4 + 4))); nano_set_label(nano_t_, "even_pass");
  #pragma nano task
  even_pass(a + h, n - h);
  // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + (h * 4)), nano_len_((long long)((n - h - 1) * 4 + 4))); nano_set_label(nano_t_, "even_pass");
  a[n - 1] -= a[0];
}
static void even_pass(int *a, int n) {
  if (n > 2) {
    int h = n / 2;
    #pragma nano task
    odd_pass(a, h);
    // CHECK-LABEL: static void even_pass(
    // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)(const char *)(a), nano_len_((long long)((h - 1) * 4 + 4))); nano_set_label(nano_t_, "odd_pass");
    #pragma nano task
    odd_pass(a + h, n - h);
    // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)((const char *)(a) + (h * 4)), nano_len_((long long)((n - h - 1) * 4 + 4))); nano_set_label(nano_t_, "odd_pass");
    a[0] *= 2;
    a[n - 1] += a[n / 2];
  } else {
    for (int i = 0; i < n; i++) a[i] -= 1;
  }
}

// The combine runs for every n, n == 0 included, where a[n - 1] is a[-1].
static void unguarded(int *a, int n) {
  for (int i = 0; i < n; i++) a[i] += 2;
  if (n > 2) {
    int h = n / 2;
    #pragma nano task
    unguarded(a, h);
    // CHECK-LABEL: static void unguarded(
    // CHECK: nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)(const char *)(a), nano_len_((long long)((h - 1) * 4 + 4))); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(a), (size_t)4); nano_access(nano_t_, NANO_IN, (const void *)((const char *)(a) + ((h - 1) * 4)), nano_len_((long long)((h - 1) * 4 + 4 - (h - 1) * 4))); nano_set_label(nano_t_, "unguarded");
    #pragma nano task
    unguarded(a + h, n - h);
  }
  a[0] += a[n - 1];
}
// DIAG-NOT: warning

static int v[1000];
int main(void) {
  for (int i = 0; i < 1000; i++) v[i] = i % 97;
  pass(v, 1000);
  pass_index(v, 100, 800);
  odd_pass(v, 999);
  even_pass(v + 1, 998);
  unguarded(v, 1000);
  long s = 0;
  for (int i = 0; i < 1000; i++) s = s * 31 % 1000003 + v[i];
  printf("%ld %d %d %d\n", s, v[0], v[500], v[999]);
  return 0;
}
