// A template's loop is checked in each instantiation: a dependence found in
// one is an error at the pattern's lines, reported once, with a note naming
// the instantiation when there are several.
// RUN: not %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
template <typename T> void shift_left(T *a, int n) {
  #pragma nano loop
  for (int i = 1; i < n; i++) a[i - 1] = a[i];
  // CHECK: loop-template-errors.cpp:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'a[i - 1]' and 'a[i]' access the same element of 'a' in different iterations
  // CHECK: loop-template-errors.cpp:[[@LINE-2]]:31: note: write of 'a' here
  // CHECK: loop-template-errors.cpp:[[@LINE-3]]:42: note: read of 'a' here
  // With several instantiations, the one at fault (bb59 4):
  // CHECK: loop-template-errors.cpp:[[@LINE+5]]:3: note: in the instantiation 'shift_left<int>', requested here
  // CHECK-NOT: error:
}
int main() {
  int a[8] = {0};
  shift_left(a, 8);
  long b[8] = {0};
  shift_left(b, 8);
  return a[0];
}
