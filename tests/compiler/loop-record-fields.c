// Accesses of distinct fields of one object never overlap, whatever their
// subscripts (indexing an array field out of its bounds is undefined): a loop
// writing one array field and reading others through the same pointer is
// independent. Two elements of one array field are still checked.
// RUN: %translate %s -- > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: not %translate %s -- -DSHIFT > /dev/null 2> %t.err
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
struct Bins { int lo[64], hi[64], sum[64]; };
void add(struct Bins *b) {
  #pragma nano loop
  for (int i = 0; i < 64; i++) b->sum[i] = b->lo[i] + b->hi[i];
  // CHECK: nano_parallel_for(
}
#ifdef SHIFT
void shift(struct Bins *b) {
  #pragma nano loop
  for (int i = 1; i < 64; i++) b->sum[i] = b->sum[i - 1] + b->lo[i];
  // ERR: loop-record-fields.c:[[@LINE-1]]:32: error: loop-carried dependence prevents parallel execution: 'b->sum[i]' and 'b->sum[i - 1]' access the same element of 'b' in different iterations
}
#endif
// ERR-NOT: error:
