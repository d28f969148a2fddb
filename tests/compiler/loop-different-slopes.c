// Two accesses of one array whose subscripts move at different rates (`a[2 * i]`
// and `a[3 * i]`) meet in iterations that may be far apart (3 and 2, 300 and
// 200). Before, only loops of up to 128 iterations compared every pair; longer
// ones tried distances up to 64 from a few iterations and missed such pairs:
// the loop ran in parallel and raced (bb69 1), also as a loop of a parallel
// block (bb69 2). Accesses of constant size are now solved exactly over the
// iterations (a linear equation in two iteration numbers). A periodic
// subscript over no more iterations than its period names a new element in
// each (bb69 5: `a[i % 1000]` over 1000 iterations was refused).
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
// RUN: not %translate %s --explain 2>&1 | %FileCheck %s --check-prefix=BLOCK
long a[4000], b[4000], c[4000], h[1000];

void slopes(void) {
  #pragma nano loop
  for (int i = 0; i < 1000; i++) a[2 * i] = a[3 * i] + 1;
  // CHECK: loop-different-slopes.c:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: 'a[2 * i]' and 'a[3 * i]' access the same element of 'a' in different iterations of the loop over 'i' at line [[@LINE-1]]
  #pragma nano loop
  for (int i = 0; i < 1000; i++) a[i + 260] = a[3 * i + 97] + 1;
  // CHECK: loop-different-slopes.c:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: 'a[i + 260]' and 'a[3 * i + 97]' access the same element of 'a' in different iterations of the loop over 'i' at line [[@LINE-1]]
  #pragma nano loop
  for (int i = 0; i < 1000; i++) c[i] = c[999 - i] + 1;
  // CHECK: loop-different-slopes.c:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: 'c[i]' and 'c[999 - i]' access the same element of 'c' in different iterations of the loop over 'i' at line [[@LINE-1]]
  // Never the same element: even and odd subscripts; the read half of c lies
  // beyond the written one; one element per iteration of a periodic subscript.
  #pragma nano loop
  for (int i = 0; i < 1000; i++) b[4 * i] = b[2 * i + 1] + 1;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) c[i] = c[1999 - i] + 1;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) h[i % 1000] = 3 * i;
  #pragma nano loop
  for (int i = 0; i < 1000; i += 2) h[i % 1000] = 3 * i;
  #pragma nano loop
  for (int i = 0; i < 1001; i++) h[i % 1000] = 3 * i;
  // CHECK: loop-different-slopes.c:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: 'h[i % 1000]' is the same element of 'h' in iterations 1000 apart
}

// A distance larger than every sampled trip count (bb71 F2: 4096 and more
// with a trip count n known at run time was accepted): the trip counts sampled
// reach beyond the constants of the subscripts.
void far(long *restrict p, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) p[i + 4096] = p[i] + 1;
  // CHECK: loop-different-slopes.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'p[i + 4096]' and 'p[i]' access the same element of 'p' in different iterations of the loop over 'i' at line [[@LINE-1]]
  #pragma nano loop
  for (int i = 0; i < n; i++) p[i + 100000] = p[i] + 1;
  // CHECK: loop-different-slopes.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'p[i + 100000]' and 'p[i]'
}

// Counting down: 9 iterations of a subscript repeating every 8 values
// (bb71 F3: the trip count was taken as 0, and the loop accepted).
void down(void) {
  #pragma nano loop
  for (int i = 9; i > 0; i--) h[i % 8] = i;
  // CHECK: loop-different-slopes.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'h[i % 8]' is the same element of 'h' in iterations 8 apart
  #pragma nano loop
  for (int i = 7; i >= 0; i--) h[i % 8] = i;
}

void block(void) {
  #pragma nano parallel
  {
    for (int i = 0; i < 1000; i++) a[2 * i] = a[3 * i] + 1;
    // BLOCK: loop-different-slopes.c:[[@LINE-1]]:36: remark: this loop of the parallel block runs as one sequential node: loop-carried dependence prevents parallel execution: 'a[2 * i]' and 'a[3 * i]' access the same element of 'a' in different iterations of the loop over 'i' at line [[@LINE-1]]
    b[0] = 1;
  }
}
