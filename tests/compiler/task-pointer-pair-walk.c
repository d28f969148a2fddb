// A pointer walked to an end pointer (`for (; lo != hi; ++lo)`, `for (p =
// first; p < last; p++)`) reaches [its entry value, end): tasks calling the
// walk on distinct halves of one array register only their halves and run in
// parallel (before: each wrote from its start to the end of the array, so the
// tasks ran one after another). A walk that may reach past the end (a second
// step in the body, `lo[1]`, `<=`, an end that moves, a callee writing two
// elements, an access after the loop) keeps the whole array.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
static void negall(int *lo, int *hi) {
  for (; lo != hi; ++lo) *lo = -*lo;
}
static void fill(long *first, long *last, long v) {
  for (long *p = first; p < last; p++) *p = v++;
}
static void settail(int *lo, int *hi) {     /* writes *hi after the walk */
  for (; lo != hi; lo++) *lo = 1;
  *lo = 2;
}
static void skip2(int *lo, int *hi) {       /* two steps per iteration */
  for (; lo < hi; ++lo) { *lo = 3; ++lo; *lo = 3; }
}
static void pairs(int *lo, int *hi) {       /* reads the next element too */
  for (; lo != hi; ++lo) lo[0] += lo[1];
}
static void incl(int *lo, int *hi) {        /* <= reaches *hi */
  for (; lo <= hi; ++lo) *lo = 4;
}
static void moved_end(int *lo, int *hi) {   /* the end moves */
  for (; lo != hi; ++lo, --hi) *lo = 5;
}
static void two(int *p) { p[0] = 6; p[1] = 6; }
static void calls(int *lo, int *hi) {       /* a callee writes two elements */
  for (; lo != hi; ++lo) two(lo);
}
// Through a pointer parameter: creating the second task computes `v + n / 2`
// from v's value without reading what v points to, so it does not wait for
// the first (before: "reads 'v + n / 2' which a task writes").
static void halves(int *v, int n) {
  // EXPLAIN-NOT: remark: wait inserted here: this statement reads 'v + n / 2'
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(v), nano_len_((long long)((v + n / 2 - v) * 4)));
  #pragma nano task
  negall(v, v + n / 2);
  #pragma nano task
  negall(v + n / 2, v + n);
}
int main(void) {
  int v[64] = {0};
  long w[16];
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(v), nano_len_((long long)(((v) + 8 - (v)) * 4)));
  #pragma nano task
  negall(v, v + 8);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)&(v) + (32)), nano_len_((long long)(((v) + 16 - ((v) + 8)) * 4)));
  #pragma nano task
  negall(v + 8, v + 16);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(w), nano_len_((long long)(((w) + 8 - (w)) * 8)));
  #pragma nano task
  fill(w, w + 8, 1);
  // EXPLAIN: pointer-pair-walk.c:[[@LINE+4]]:3: remark: task write 'v + 8' (the pointer 'lo' advances through the memory it points to)
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(v) + (32)), nano_len_((long long)(((v) + 16 - ((v) + 8)) * 4)));
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(v), (size_t)256);
  #pragma nano task
  settail(v + 8, v + 16);
  // EXPLAIN: pointer-pair-walk.c:[[@LINE+3]]:3: remark: task write 'v + 17' (the pointer 'lo' advances through the memory it points to)
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(v), (size_t)256);
  #pragma nano task
  skip2(v + 17, v + 24);
  // EXPLAIN: pointer-pair-walk.c:[[@LINE+4]]:3: remark: task read 'v + 24' (the pointer 'lo' advances through the memory it points to)
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)&(v) + (96)), nano_len_((long long)(((v) + 31 - ((v) + 24)) * 4)));
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(v), (size_t)256);
  #pragma nano task
  pairs(v + 24, v + 31);
  // EXPLAIN: pointer-pair-walk.c:[[@LINE+3]]:3: remark: task write 'v + 32' (the pointer 'lo' advances through the memory it points to)
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(v), (size_t)256);
  #pragma nano task
  incl(v + 32, v + 39);
  // EXPLAIN: pointer-pair-walk.c:[[@LINE+3]]:3: remark: task write 'v + 40' (the pointer 'lo' advances through the memory it points to)
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(v), (size_t)256);
  #pragma nano task
  moved_end(v + 40, v + 48);
  // EXPLAIN: pointer-pair-walk.c:[[@LINE+4]]:3: remark: task write 'v + 48' (the pointer 'lo' advances through the memory it points to)
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(v) + (192)), nano_len_((long long)(((v) + 55 - ((v) + 48)) * 4)));
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(v), (size_t)256);
  #pragma nano task
  calls(v + 48, v + 55);
  halves(v + 56, 8);
  long s = 0;
  for (int i = 0; i < 64; i++) s = s * 3 + v[i];
  printf("%ld %ld\n", s, w[7]);
  return 0;
}
