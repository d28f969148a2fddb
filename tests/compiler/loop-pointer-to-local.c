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
  // CHECK: loop-pointer-to-local.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: 'out' and 'pq' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
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

// x58: a global pointer set to a local's address before the loop and written
// through by a callee in it. The error names the local and the pointer (the
// pair that is the dependence), not the first pair that may overlap ('out'
// and 'gp'). Without such an assignment the pair stays the first one.
double *gp;
double dout[100];
static void bump(void) { *gp += 1; }

double through_global_pointer(void) {
  double local = 0;
  gp = &local;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { dout[i] = local; bump(); }
  // CHECK: loop-pointer-to-local.c:[[@LINE-1]]:52: error: cannot prove that iterations are independent: 'bump()' reads and writes through 'gp', which may point to 'local' (set to '&local' at line [[@LINE-3]]), and 'local' is read in other iterations; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-pointer-to-local.c:[[@LINE-2]]:52: note: read/write of 'gp[0]' in 'bump()' here
  // CHECK: loop-pointer-to-local.c:[[@LINE-3]]:45: note: read of 'local' here
  return local;
}

double written_through_global_pointer(double *p) {
  double local = 0;
  gp = p;
  gp = &local;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { dout[i] = local * 2; if (i == 99) *gp += 1; }
  // CHECK: loop-pointer-to-local.c:[[@LINE-1]]:69: error: cannot prove that iterations are independent: '*gp' reads and writes through 'gp', which may point to 'local' (set to '&local' at line [[@LINE-3]]), and 'local' is read in other iterations; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-pointer-to-local.c:[[@LINE-2]]:69: note: read/write of 'gp' here
  // CHECK: loop-pointer-to-local.c:[[@LINE-3]]:45: note: read of 'local' here
  return local;
}

double global_pointer_elsewhere(double *p) {
  double local = 0;
  gp = p;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { dout[i] = local; bump(); }
  // CHECK: loop-pointer-to-local.c:[[@LINE-1]]:35: error: cannot prove that iterations are independent: 'dout' and 'gp' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-pointer-to-local.c:[[@LINE-2]]:35: note: write of 'dout' here
  // CHECK: loop-pointer-to-local.c:[[@LINE-3]]:52: note: read/write of 'gp[0]' in 'bump()' here
  return local;
}
