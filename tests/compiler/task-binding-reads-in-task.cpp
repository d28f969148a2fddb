// A task reading a binding of a decomposition by reference (`auto &[x, y] =
// s;`, a struct, a std::array through get<>, a map element in a range-for)
// reads it when it runs, not when it is created: the binding names shared
// memory that an earlier task may still be writing, and the tasks are
// ordered by their registrations. The binding used to be copied into the
// task at its creation, which did not wait for that earlier task: a stale
// value at every worker count (black-box s38: `z = z * 10 + y` after a task
// writing y printed 32 instead of 51).
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: not grep -E "warning|error" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <cstdio>
#include <map>

struct P { long a, b; };
struct T { long x, y, z; };

int main() {
  P p{2, 3};
  auto &[a, b] = p;
  #pragma nano task
  p.a = p.a * 10 + 1;
  // CHECK: struct nano_args_2 { long *b; long *a; };
  #pragma nano task
  b = a + 100;
  std::printf("%ld %ld\n", p.a, p.b);

  std::array<long, 3> arr{{1, 2, 3}};
  auto &[x, y, z] = arr;
  #pragma nano task
  y = y * 10 + x;
  // CHECK: struct nano_args_4 { long *z; long *y; };
  #pragma nano task
  z = z * 10 + y;
  std::printf("%ld %ld %ld\n", arr[0], arr[1], arr[2]);

  T rows[2] = {{1, 2, 3}, {4, 5, 6}};
  for (int i = 0; i < 2; i++) {
    auto &[rx, ry, rz] = rows[i];
    #pragma nano task
    ry = ry * 10 + rx;
    #pragma nano task
    rz = rz * 10 + ry;
  }
  for (auto &r : rows) std::printf("%ld %ld %ld\n", r.x, r.y, r.z);

  std::map<int, long> mp{{1, 2}, {2, 3}};
  long acc = 0;
  for (auto &[k, v] : mp) {
    #pragma nano task
    v = v * 10 + k;
    #pragma nano task
    acc = acc * 100 + v;
  }
  std::printf("%ld\n", acc);
  return 0;
}
