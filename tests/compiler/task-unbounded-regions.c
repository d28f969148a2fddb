// A task whose call reaches several regions the compiler cannot bound names
// them all: the first in the warning, the others in a note, so that one edit
// adds every clause (black box bb65 5: after `out(y...)` was added, a new
// warning named `x`). With both clauses the tasks run as nano-threads.
// RUN: %translate %s > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err --implicit-check-not=warning: --implicit-check-not=note:
// RUN: %translate %s -- -DCLAUSES > /dev/null 2> %t.clauses
// RUN: not grep -E 'warning|note' %t.clauses
static void rec(const double *x, double *y, int n, int stride) {
  if (n == 1) { y[0] = x[0]; return; }
  int h = n / 2;
#ifdef CLAUSES
  #pragma nano task in(x[0:h * 2 * stride]) out(y[0:h])
#else
  #pragma nano task
#endif
  rec(x, y, h, 2 * stride);
  // CHECK: task-unbounded-regions.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the region accessed through 'y' cannot be bounded; add an in/out/inout clause naming it [-Wnano-sequential]
  // CHECK: task-unbounded-regions.c:[[@LINE-2]]:3: note: assumed so because recursion did not reach a fixed point
  // CHECK: task-unbounded-regions.c:[[@LINE-3]]:3: note: the region accessed through 'x' cannot be bounded either: name it in the clauses too
#ifdef CLAUSES
  #pragma nano task in(x[stride:h * 2 * stride]) out(y[h:h])
#else
  #pragma nano task
#endif
  rec(x + stride, y + h, h, 2 * stride);
  // CHECK: task-unbounded-regions.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the region accessed through 'y + h' cannot be bounded
  // CHECK: task-unbounded-regions.c:[[@LINE-2]]:3: note: assumed so because recursion did not reach a fixed point
  // CHECK: task-unbounded-regions.c:[[@LINE-3]]:3: note: the region accessed through 'x + stride' cannot be bounded either: name it in the clauses too
  for (int k = 0; k < h; k++) { double e = y[k], o = y[k + h]; y[k] = e + o; y[k + h] = e - o; }
}
void run(const double *x, double *y) { rec(x, y, 1024, 1); }
