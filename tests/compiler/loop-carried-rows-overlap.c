// Rows written one element past their end (row i's last element is row i+1's
// first): the error names the overlap between iterations. It said "every
// iteration accesses 'a[i * C + j]', the same element of 'a'", which is wrong
// for a subscript that moves with i (bb53 3).
// RUN: not %translate %s 2>&1 | %FileCheck %s
#define C 50
long a[C * 101 + 1];
void rows(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++)
    for (int j = 0; j <= C; j++) a[i * C + j] = i * 1000 + j;
  // CHECK: loop-carried-rows-overlap.c:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: 'a[i * C + j]' and itself access the same element of 'a' in different iterations of the loop over 'i' at line 10
  // CHECK-NOT: every iteration accesses
}
long total;
void same(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) a[3] = i;
  // CHECK: loop-carried-rows-overlap.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: every iteration accesses 'a[3]', the same element of 'a', in the loop over 'i' at line 18
}
