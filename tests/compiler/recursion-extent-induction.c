// A recursion whose summary rounds do not settle (halves of `a` down to one
// element: a new point `a[h]` at each round) is summarised by a guess proved
// by induction: its sections through pointer parameters lie in the first `n`
// elements, for an integer parameter `n`, if the body's accesses, its
// recursive calls mapped through that guess, lie there whenever they run (the
// base case `a[0]` runs when n == 1, after `if (n < 1) return`). Both tasks
// then run as nano-threads (black box bb61 1, 2: they ran in the creating
// nano-thread, "recursion did not reach a fixed point"). A recursion writing
// past the first n elements (`a[n]`) or before them (`a[-1]`) has no such
// summary: its tasks still run in order.
// RUN: %translate %s --explain -- > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static void halves(int *a, int n) {
  if (n < 1) return;
  if (n == 1) { a[0] *= 2; return; }
  int h = n / 2;
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:3: remark: task read/write 'a' (the recursion stays in the first 'n' elements, proved by induction)
  #pragma nano task
  halves(a, h);
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:3: remark: task read/write 'a + h' (the recursion stays in the first 'n' elements, proved by induction)
  #pragma nano task
  halves(a + h, n - h);
}

// Mutual recursion, one element further at each call.
static long even(const int *a, int n);
static long odd(const int *a, int n) {
  if (n < 1) return 0;
  long r;
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:7: remark: task read 'a + 1' (the recursion stays in the first 'n' elements, proved by induction)
  #pragma nano task
  r = even(a + 1, n - 1);
  return r + a[0];
}
static long even(const int *a, int n) {
  if (n < 1) return 0;
  long r;
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:7: remark: task read 'a + 1' (the recursion stays in the first 'n' elements, proved by induction)
  #pragma nano task
  r = odd(a + 1, n - 1);
  return r + 2 * a[0];
}

// Of two integer parameters, the one that bounds the sections.
static void scale(int k, int *a, int n) {
  if (n < 1) return;
  if (n == 1) { a[0] *= k; return; }
  int h = n / 2;
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:3: remark: task read/write 'a' (the recursion stays in the first 'n' elements, proved by induction)
  #pragma nano task
  scale(k, a, h);
  #pragma nano task
  scale(k, a + h, n - h);
}

// A pointer parameter whose section does not move (`*count`) keeps it.
static void counted(int *a, int n, long *count) {
  if (n < 1) return;
  if (n == 1) { a[0] *= 2; return; }
  int h = n / 2;
  // CHECK: recursion-extent-induction.c:[[@LINE+3]]:3: remark: task read/write 'a' (the recursion stays in the first 'n' elements, proved by induction)
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:3: remark: task read/write 'count'{{$}}
  #pragma nano task
  counted(a, h, count);
  #pragma nano task
  counted(a + h, n - h, count);
  #pragma nano wait
  *count += 1;
}

static void beyond(int *a, int n) {
  if (n < 1) return;
  a[n] = 1;
  beyond(a, n - 1);
}
static void before(int *a, int n) {
  if (n < 1) return;
  a[-1] = 1;
  before(a + 1, n - 1);
}

long use(int *x, int *y) {
  halves(x, 100);
  scale(3, x, 100);
  long count = 0;
  counted(x, 100, &count);
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:3: warning: task runs in the creating nano-thread: the region accessed through 'x' cannot be bounded; add an in/out/inout clause naming it [-Wnano-sequential]
  #pragma nano task
  beyond(x, 100);
  // CHECK: recursion-extent-induction.c:[[@LINE+2]]:3: warning: task runs in the creating nano-thread: the region accessed through 'y + 1' cannot be bounded; add an in/out/inout clause naming it [-Wnano-sequential]
  #pragma nano task
  before(y + 1, 100);
  return odd(x, 100);
}
