// A clause naming a standard container whole registers its element buffer too
// (as inferred and declared accesses of it do); a section of containers does
// not (bb55 m12).
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clang -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
#include <vector>
void opaque(int k);
void clauses(std::vector<double> &v, std::vector<std::vector<int>> &rows) {
  #pragma nano task inout(v)
  opaque(0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(v)), sizeof(v)); if ((v).data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((v).data()), static_cast<size_t>((v).size() * sizeof(*(v).data())));
  #pragma nano task in(rows)
  opaque(1);
  // CHECK: if ((rows).data()) nano_access(nano_t_, NANO_IN, nano_bytes_((rows).data()), static_cast<size_t>((rows).size() * sizeof(*(rows).data())));
  #pragma nano task out(rows[0:2])
  opaque(2);
  // CHECK-NOT: (rows[0:2]).data()
}
