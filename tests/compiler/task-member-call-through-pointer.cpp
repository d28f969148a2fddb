// A member function called through a pointer or an iterator (`p->add(7)`,
// `it->grow(2.0)`) reaches the object the pointer designates, of its class's
// size, as `this->f()` does: a task (it ran in its creator, "cannot be
// bounded"). Tasks on distinct objects run in parallel; a later read waits.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error|in an earlier iteration' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

struct Acc {
  long s = 0;
  void add(long v) { s = s * 3 + v; }
};
struct Shape {
  double w, h;
  void grow(double f) {
    w *= f;
    h *= f;
  }
};

int main() {
  Acc acc[4];
  Acc *p = &acc[1];
  #pragma nano task
  p->add(7);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((p)), static_cast<size_t>(8));
  std::vector<Shape> shapes(4, Shape{1, 2});
  for (auto it = shapes.begin(); it != shapes.end(); ++it) {
    #pragma nano task
    it->grow(2.0);
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((&*(it))), static_cast<size_t>(16));
  }
  std::printf("%ld %.1f\n", acc[1].s, shapes[3].h);
  // EXPLAIN: task-member-call-through-pointer.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'shapes[3].h' which a task writes
  return 0;
}
