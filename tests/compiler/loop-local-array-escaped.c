// A local array whose address is kept in a pointer (a local or a global one)
// may be reached through it: a loop writing the array while reading through
// that pointer is refused (see loop-local-array-unreachable.c for arrays that
// are only indexed). An array member of a local struct (`r.v[b]`) is still
// taken as reachable: the loop's outlined body would get the struct as a copy.
// RUN: not %translate %s 2> %t.err
// RUN: %FileCheck %s < %t.err
double shifted(const double *a, int n) {
  double partial[64];
  const double *next = partial + 1;
  for (int b = 0; b < 64; b++) partial[b] = a[b];
  #pragma nano loop
  for (int b = 0; b < 63; b++) partial[b] = next[b] * 2;
  // CHECK: loop-local-array-escaped.c:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'partial' and 'next' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-local-array-escaped.c:[[@LINE-2]]:32: note: write of 'partial' here
  // CHECK: loop-local-array-escaped.c:[[@LINE-3]]:45: note: read of 'next' here
  return partial[0];
}

static double *saved;

double through_global(int n) {
  double partial[65] = {0};
  saved = partial;
  #pragma nano loop
  for (int b = 0; b < n; b++) partial[b] = saved[b + 1] + 1;
  // CHECK: loop-local-array-escaped.c:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'partial' and 'saved' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-local-array-escaped.c:[[@LINE-2]]:31: note: write of 'partial' here
  // CHECK: loop-local-array-escaped.c:[[@LINE-3]]:44: note: read of 'saved' here
  return partial[0];
}

struct res { double v[64]; int n; };

const double *input;

double member(int n) {
  struct res r;
  #pragma nano loop
  for (int b = 0; b < n; b++) r.v[b] = input[b] * 2;
  // CHECK: loop-local-array-escaped.c:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'r' and 'input' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  return r.v[0];
}
