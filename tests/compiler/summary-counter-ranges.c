// A subscript driven by a while-loop counter is bounded from what the code
// shows, never assumed: the test of its loop before the read (r[k] in
// `while (k < len)`, s[j] in `while (j >= lo && s[j] != 0)`), the furthest value
// its tested steps reach (k <= n after `while (s[k] != 0 && k < n) k++`, so the
// test's own read of s[n] is inside), or for a counter stepped together with
// one step of others (a merge's tmp[k++]), the sum of their ranges. A counter
// stepped before the read in the same iteration is bounded only by its steps.
// RUN: %translate %s > %t.c 2>/dev/null
// RUN: %FileCheck %s < %t.c
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c

static void add_run(int *r, int len, int v) {
  int k = 0;
  while (k < len) {
    r[k] += v;
    k++;
  }
}
static int count_down(const int *s, int lo, int hi) {
  int c = 0, j = hi - 1;
  while (j >= lo && s[j] != 0) c += s[j--];
  return c;
}
static void step_then_write(int *r, int len) {
  int k = 0;
  while (k < len) {
    k++;
    r[k] = 1;
  }
}
static int read_then_test(const int *s, int n) {
  int k = 0;
  while (s[k] != 0 && k < n) k++;
  return k;
}
static void merge(const int *a, int *tmp, int mid, int n) {
  int i = 0, j = mid, k = 0;
  while (i < mid && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
}

long run(int *p, int *q, int m) {
  #pragma nano task
  add_run(p, m, 3);
  // CHECK: nano{{_}}access(nano_t_, NANO_INOUT, (const void *)(const char *)(p), nano_len_((long long)((m - 1) * 4 + 4)));
  int c;
  #pragma nano task
  c = count_down(p, 2, m);
  // CHECK: nano{{_}}access(nano_t_, NANO_IN, (const void *)((const char *)(p) + (8)), nano_len_((long long)((m - 1) * 4 - 4)));
  #pragma nano task
  step_then_write(q, m);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)(q), nano_len_((long long)(((0) > (m) ? (0) : (m)) * 4 + 4)));
  int k;
  #pragma nano task
  k = read_then_test(p, m);
  // CHECK: nano{{_}}access(nano_t_, NANO_IN, (const void *)(const char *)(p), nano_len_((long long)(((0) > (m) ? (0) : (m)) * 4 + 4)));
  #pragma nano task
  merge(p, q, m / 2, m);
  // CHECK: nano{{_}}access(nano_t_, NANO_IN, (const void *)(const char *)(p), nano_len_((long long)((m / 2 - 1) * 4 + 4)));
  // CHECK-SAME: nano{{_}}access(nano_t_, NANO_IN, (const void *)((const char *)(p) + (m / 2 * 4)), nano_len_((long long)((m - 1) * 4 + 4 - m / 2 * 4)));
  // CHECK-SAME: nano{{_}}access(nano_t_, NANO_OUT, (const void *)((const char *)(q) + ((0 - m / 2 + m / 2) * 4)), nano_len_((long long)((0 - m / 2 + m / 2 - 1 + ((((m / 2) > (m) ? (m / 2) : (m))) > (m) ? (((m / 2) > (m) ? (m / 2) : (m))) : (m))) * 4 + 4 - (0 - m / 2 + m / 2) * 4)));
  return c + k + p[0] + q[0];
}
// EXPLAIN-NOT: warning
