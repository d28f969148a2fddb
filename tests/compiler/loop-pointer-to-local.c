// A local pointer initialised with the address of a named object and only
// loaded afterwards (`int *pq = &q;`) designates that object in the loop
// dependence test: `*pq` read beside `out[i]` is no overlap, and `*pq` written
// in one iteration and `q` read in others is a dependence on q (review29 t54:
// the error blamed 'out' and 'pq', and `independent` then hid the real
// dependence). A pointer assigned again keeps its unknown target. A global
// declared `extern` before its definition is one object under both
// declarations (review31: `(*pt)[i]` and `tab[i + 1]` were taken as distinct).
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
int out[100];

int read_through(void) {
  int q = 3, *pq = &q;
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = *pq + i;
  return q;
}

int written_through(void) {
  int q = 3;
  int *pq = &q;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { out[i] = q; if (i == 50) *pq = 4; }
  // CHECK: loop-pointer-to-local.c:[[@LINE-1]]:60: error: loop-carried dependence prevents parallel execution: '*pq' and 'q' access the same element of 'q' in different iterations of the loop over 'i' at line [[@LINE-1]]
  return q;
}

int retargeted(int c) {
  int q = 3, r = 4;
  int *pq = &q;
  if (c) pq = &r;
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = *pq + i;
  // CHECK: loop-pointer-to-local.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: 'out' and 'pq' may point to overlapping memory; add 'independent' to the pragma if they are
  return q;
}

extern long tab[100];
void through_extern_declaration(void) {
  long (*pt)[100] = &tab;
  #pragma nano loop
  for (int i = 0; i < 99; ++i) (*pt)[i] = tab[i + 1] * 2;
  // CHECK: loop-pointer-to-local.c:[[@LINE-1]]:32: error: loop-carried dependence prevents parallel execution
}
long tab[100];
