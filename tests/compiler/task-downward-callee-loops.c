// A callee's loop that counts down reaches the elements from its last value up to
// its first: the section is p[0:n], not an empty one at the first value (probe3 B9).
// RUN: %translate %s > %t.c 2>/dev/null
// RUN: %FileCheck %s < %t.c

static void down_ge(long *p, int n) { for (int i = n - 1; i >= 0; i--) p[i] = i; }
static void down_gt(long *p, int n) { for (int i = n; i > 0; i--) p[i - 1] = i; }
static void down_by_two(long *p, int n) { for (int i = n - 1; i >= 0; i -= 2) p[i] = i; }

long run(void) {
  long a[16], b[16], c[16];
  #pragma nano task
  down_ge(a, 16);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(a), (size_t)128);
  #pragma nano task
  down_gt(b, 16);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(b), (size_t)128);
  #pragma nano task
  down_by_two(c, 16);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(c), (size_t)128);
  // CHECK: nano{{_}}wait_handle_(&nano_h_1); nano{{_}}wait_handle_(&nano_h_2); nano{{_}}wait_handle_(&nano_h_3); return a[3]
  // CHECK-NOT: (size_t)0)
  return a[3] + b[5] + c[15];
}
