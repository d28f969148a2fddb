// In-class `static const` integral and `static constexpr` members used for
// their values are constants, not memory: a task using them (as arguments, in
// its block, in a callee's body) registers no access for them, and the
// generated code never takes their address (which odr-uses a member that has
// no definition: an undefined reference to 'Grid::N' when linking).
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -O0 -c -Wall -Werror -I %runtime_include %t.cpp -o %t.o
// RUN: llvm-nm -C --undefined-only %t.o | %FileCheck %s --check-prefix=SYMBOLS --allow-empty
struct Grid {
  static const int N = 64;
  static constexpr int Scale = 3;
  double g[N];
  void fill(int lo, int hi) { for (int i = lo; i < hi; i++) g[i] = i * Scale; }
  void run() {
    #pragma nano task
    fill(0, N / 2);
    // CHECK: nano_create(nano_task_1,
    // CHECK-NOT: Grid::
    // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_((this)), static_cast<size_t>(256));
    // CHECK-NOT: Grid::
    // CHECK-SAME: nano_submit
    #pragma nano task
    fill(N / 2, N);
    // CHECK: nano_create(nano_task_2,
    // CHECK-NOT: Grid::
    // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (256)), static_cast<size_t>(256));
  }
};
static double total(const Grid &grid) {
  double s = 0;
  for (int i = 0; i < Grid::N; i++) s += grid.g[i];
  return s;
}
int main() {
  Grid x;
  x.run();
  double sum = 0, last = 0;
  #pragma nano task
  sum = total(x);
  // CHECK: nano_create(nano_task_3,
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(sum)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_IN, nano_bytes_(&(x)), static_cast<size_t>(512)); nano_set_label
  #pragma nano task
  {
    for (int i = 0; i < Grid::N; i += x.Scale) last = x.g[i];
  }
  // CHECK: nano_create(nano_task_4,
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(last)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_IN, nano_bytes_(&(x)), static_cast<size_t>(512)); nano_set_label
  return sum > last;
}
// CHECK-NOT: &(::Grid{{::}}
// SYMBOLS-NOT: Grid::N
// SYMBOLS-NOT: Grid::Scale
