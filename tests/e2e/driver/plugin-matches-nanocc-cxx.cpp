// The plugin produces the object nanocc++ produces for C++ too (byte for byte: nanocc++
// runs the same plugin), and both programs print the same. The e2e programs are built
// by nanocc only on the strength of this.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanoccxx -O2 -c %s -o %t/nanocc.o
// RUN: %clangxx -fplugin=%plugin -O2 -c %s -o %t/plugin.o
// RUN: cmp %t/nanocc.o %t/plugin.o
// RUN: %nanoccxx %t/nanocc.o -o %t/nanocc-app
// RUN: %clangxx %t/plugin.o %link_runtime -o %t/plugin-app
// RUN: %t/nanocc-app > %t/nanocc.out && %t/plugin-app > %t/plugin.out
// RUN: diff %t/nanocc.out %t/plugin.out
// RUN: %FileCheck %s < %t/plugin.out
// CHECK: sum = 499500, squares = 332833500
#include <cstdio>
#include <numeric>
#include <vector>

static void square_part(std::vector<long> &v, std::size_t lo, std::size_t hi) {
  for (std::size_t i = lo; i < hi; ++i) v[i] = v[i] * v[i];
}

int main() {
  std::vector<long> v(1000);
  std::iota(v.begin(), v.end(), 0L);
  long sum = 0;
  #pragma nano task in(v[0:1000]) out(sum)
  sum = std::accumulate(v.begin(), v.end(), 0L);
  for (std::size_t lo = 0; lo < v.size(); lo += 250) {
    #pragma nano task inout(v[lo:250])
    square_part(v, lo, lo + 250);
  }
  #pragma nano wait
  std::printf("sum = %ld, squares = %ld\n", sum, std::accumulate(v.begin(), v.end(), 0L));
  return 0;
}
