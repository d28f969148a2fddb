// A parallel loop whose body calls a function with a subscript the compiler
// cannot bound is unprovable: an error, not a loop checked against the callee's
// bounded sections only (probe5 D4c).
// RUN: not %translate %s 2>&1 | %FileCheck %s
static void fill_then_append(long *v, int n, const int *tail) {
  for (int i = 0; i < n; i++) v[i] = i;
  int k = 0;
  while (tail[k]) k++;
  v[n + k] = 99;
}

void rows_appended(long *rows, const int *tail, int nrows) {
  #pragma nano loop
  for (int i = 0; i < nrows; i++) fill_then_append(&rows[i * 8], 8, tail);
  // CHECK: loop-callee-unbounded-subscripts.c:[[@LINE-1]]:35: error: cannot prove that iterations are independent: the memory 'fill_then_append(&rows[i * 8], 8, tail)' writes through 'rows' cannot be bounded ('v[n + k]' in 'fill_then_append' at loop-callee-unbounded-subscripts.c:9 cannot be bounded: the subscript depends on 'k', which changes inside 'fill_then_append'); if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-callee-unbounded-subscripts.c:[[@LINE-2]]:35: note: write of 'rows' here
}
// CHECK-NOT: error:
