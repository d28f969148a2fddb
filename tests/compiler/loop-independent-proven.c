// `independent` asserts what the compiler cannot decide; a dependence it proves
// (both accesses in every iteration, directly in the body) stays an error, with a
// note at the clause (black box bb66 1: `p[i] = p[i - 1] + 1.0` with the clause
// compiled silently and raced). Cases the compiler cannot decide are still
// waived: accesses under a branch, in a called function, atomic ones, possible
// aliasing, a periodic subscript over a trip count not known to exceed its period.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <stdatomic.h>

void prefix(double *restrict p, int n) {
  #pragma nano loop independent
  for (int i = 1; i < n; i++) p[i] = p[i - 1] + 1.0;
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'p[i]' and 'p[i - 1]' access the same element of 'p' in different iterations of the loop over 'i' at line [[@LINE-1]]
  // CHECK: loop-independent-proven.c:[[@LINE-2]]:31: note: write of 'p' here
  // CHECK: loop-independent-proven.c:[[@LINE-3]]:38: note: read of 'p' here
  // CHECK: loop-independent-proven.c:[[@LINE-5]]:21: note: 'independent' asserts what the compiler cannot decide; this dependence is proven, so the clause does not apply to it
}

void one_element(long *restrict a, const long *restrict b, int n) {
  #pragma nano loop independent schedule(static)
  for (int i = 0; i < n; i++) a[0] = b[i];
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: every iteration accesses 'a[0]', the same element of 'a', in the loop over 'i' at line [[@LINE-1]]
  // CHECK: loop-independent-proven.c:[[@LINE-2]]:31: note: write of 'a' here
  // CHECK: loop-independent-proven.c:[[@LINE-4]]:21: note: 'independent' asserts
  // CHECK: loop-independent-proven.c:[[@LINE-4]]:31: note: reductions are recognised on variables
}

void periodic_known(long *restrict h) {
  #pragma nano loop independent
  for (int i = 0; i < 100; i++) h[i % 7] += 1;
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'h[i % 7]' is the same element of 'h' in iterations 7 apart
  // CHECK: loop-independent-proven.c:[[@LINE-2]]:33: note: read/write of 'h' here
}

// Also proven (black box bb67 2, 3): before a `continue`, in a `do` body, in a
// macro's expansion, through pointer arithmetic; a periodic subscript with a
// step (`h[i % 8]` with i += 2 repeats every 4 iterations).
#define STEP(k) p[(k) + 1] = p[k] * 2
void more_proven(double *restrict p, long *restrict h, int n) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { p[i + 1] = p[i] * 2; if (i > n / 2) continue; }
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'p[i + 1]' and 'p[i]'
  // CHECK: note: write of
  // CHECK: note: read of
  // CHECK: note: 'independent' asserts
  #pragma nano loop independent
  for (int i = 0; i < n; i++) do { p[i + 1] = p[i] * 2; } while (0);
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:36: error: loop-carried dependence prevents parallel execution
  // CHECK: note: write of
  // CHECK: note: read of
  // CHECK: note: 'independent' asserts
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { STEP(i); }
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution
  // CHECK: note: write of
  // CHECK: note: read of
  // CHECK: note: 'independent' asserts
  #pragma nano loop independent
  for (int i = 0; i < n; i++) *(p + i + 1) = *(p + i) * 2;
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution
  // CHECK: note: write of
  // CHECK: note: read of
  // CHECK: note: 'independent' asserts
  #pragma nano loop independent
  for (int i = 0; i < 14; i += 2) h[i % 8] += i;
  // CHECK: loop-independent-proven.c:[[@LINE-1]]:35: error: loop-carried dependence prevents parallel execution: 'h[i % 8]' is the same element of 'h' in iterations 4 apart (its subscript repeats every 8 values of 'i'), whenever the loop over 'i' at line [[@LINE-1]] runs more than 4 iterations
  // CHECK: note: read/write of 'h' here
}

// Accepted: what the compiler cannot decide.
#define PICK(k) ((k) == n - 1 ? (p[0] = p[k]) : 0)
void after_jump_or_in_branch(double *restrict p, int n) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { if (i != n - 1) continue; p[0] = p[i]; }
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { (void)PICK(i); }
}

void periodic_unknown(long *restrict h, int n) { // n <= 7 is the user's promise
  #pragma nano loop independent
  for (int i = 0; i < n; i++) h[i % 7] += 1;
}

void conditional(long *restrict a, const long *restrict b, int n) { // only the last iteration writes
  #pragma nano loop independent
  for (int i = 0; i < n; i++) if (i == n - 1) a[0] = b[i];
  #pragma nano loop independent
  for (int i = 0; i < n; i++) (void)(i == n - 1 && (a[0] = b[i]));
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { if (i != n - 1) continue; a[0] = b[i]; }
}

static void set_first(long *a, long v) { a[0] = v; }
void in_call(long *restrict a, const long *restrict b, int n) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++) set_first(a, b[i]);
}

void atomics(_Atomic long *restrict a, int n) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++) atomic_fetch_add(&a[0], i);
}

void may_alias(double *p, double *q, int n) {
  #pragma nano loop independent
  for (int i = 1; i < n; i++) p[i] = q[i - 1];
}

void indirect(double *restrict d, const int *restrict perm, int n) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++) d[perm[i]] = d[perm[i]] * 2.0;
}
