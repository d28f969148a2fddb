// A callee's loop bounded by a local computed once from its parameters
// (`int i0 = bi * 16; for (i = i0; i < i0 + 16; ...)`, the usual blocked
// stencil) is summarised as those rows, as when the bound is written inline
// (bb46 D2: before, the whole array, which serialised the wavefront). A local
// that changes keeps the access whole.
// RUN: %translate %s --explain > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err
static double u[64][64];
static void rows_of(int bi) {
  int i0 = bi * 16;
  for (int i = i0; i < i0 + 16; i++)
    for (int j = 0; j < 64; j++) u[i][j] = i + j;
}
static void rows_const(int bi) {
  const int i0 = bi * 16, n = 16;
  for (int i = i0; i < i0 + n; i++)
    for (int j = 0; j < 64; j++) u[i][j] = i - j;
}
static void rows_moving(int bi) {
  int i0 = bi * 16;
  if (bi > 2) i0 = 0;
  for (int i = i0; i < i0 + 16; i++)
    for (int j = 0; j < 64; j++) u[i][j] = i * j;
}
void blocks(void) {
  #pragma nano parallel
  {
    rows_of(0);
    rows_of(1);
    rows_const(2);
    rows_const(0);
    rows_moving(3);
  }
}
// CHECK: summary-local-loop-bounds.c:[[@LINE-7]]:5: remark: task write 'u'{{$}}
// CHECK: summary-local-loop-bounds.c:[[@LINE-7]]:5: remark: task write 'u'{{$}}
// CHECK: summary-local-loop-bounds.c:[[@LINE-7]]:5: remark: task write 'u'{{$}}
// CHECK: summary-local-loop-bounds.c:[[@LINE-7]]:5: remark: task write 'u'{{$}}
// CHECK: remark: task write 'u' (the subscript depends on 'i0', which changes inside the statement)
// CHECK-NOT: arc node 1 -> node 2
// CHECK-NOT: arc node 1 -> node 3
// CHECK-NOT: arc node 2 -> node 3
// CHECK: remark: arc node 1 -> node 4 on 'u'
// CHECK-NOT: arc node 2 -> node 4
// CHECK: remark: arc node 1 -> node 5 on 'u'
