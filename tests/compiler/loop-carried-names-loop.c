// A loop-carried dependence names the loop that carries it: with nested
// loops the accesses sit in the inner loop's body, and the error at them must
// say which pragma to remove (probe3 B12: it named only the accesses).
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
double m[40][50];
void outer_carries(void) {
  #pragma nano loop schedule(affinity)
  for (int i = 1; i < 40; i++) {
    #pragma nano loop schedule(gss, 3)
    for (int j = 0; j < i; j++) m[i][j] += m[i - 1][j] * 0 + i;
  }
  // CHECK: loop-carried-names-loop.c:[[@LINE-2]]:33: error: loop-carried dependence prevents parallel execution: 'm[i][j]' and 'm[i - 1][j]' access the same element of 'm' in different iterations of the loop over 'i' at line [[@LINE-4]]
  // CHECK: loop-carried-names-loop.c:[[@LINE-3]]:33: note: read/write of 'm' here
  // CHECK: loop-carried-names-loop.c:[[@LINE-4]]:44: note: read of 'm' here
}
void inner_carries(void) {
  #pragma nano loop
  for (int i = 0; i < 40; i++) {
    #pragma nano loop schedule(static)
    for (int j = 0; j < 49; j++)
      m[i][j + 1] = m[i][j] + 1;
  }
  // CHECK: loop-carried-names-loop.c:[[@LINE-2]]:7: error: cannot prove that iterations are independent: 'm[i][j + 1]' and 'm[i][j]' may access the same element of 'm' in different iterations of the loop over 'j' at line [[@LINE-3]]; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: note: write of 'm' here
  // CHECK: note: read of 'm' here
}
double total[2];
void one_element(int n) {
  #pragma nano loop
  for (int i = 0; i < 4; i++) {
    #pragma nano loop
    for (int k = 0; k < n; k++)
      total[1] += m[i][k];
  }
  // Both loops carry it: each error names its own loop.
  // CHECK: loop-carried-names-loop.c:[[@LINE-3]]:7: error: loop-carried dependence prevents parallel execution: every iteration accesses 'total[1]', the same element of 'total', in the loop over 'k' at line [[@LINE-4]]
  // CHECK: loop-carried-names-loop.c:[[@LINE-4]]:7: error: loop-carried dependence prevents parallel execution: every iteration accesses 'total[1]', the same element of 'total', in the loop over 'i' at line [[@LINE-7]]
}
