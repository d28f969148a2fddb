// A member function called on the object itself (`setx();`, `this->setx();`)
// accesses that object, like `(*this).setx();`: the task registers the parts
// of `*this` the member's body accesses (`x_`; row r of `raw_`,
// tests/compiler/task-member-rows-this.cpp) and runs as a nano-thread. A std::vector passed to a std::span parameter converts
// without changing any state: a task too. Before: both ran in the creating
// nano-thread with a warning ("cannot be bounded", "changes the program's state").
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <span>
#include <vector>

struct G {
  double raw_[100];
  long x_ = 0;
  void setx() { x_ = 1; }
  void row_raw(int r) { for (int c = 0; c < 10; c++) raw_[r * 10 + c] = c; }
  void fill() {
    for (int r = 0; r < 10; r++) {
      #pragma nano task
      row_raw(r);
    }
  }
  void a() {
    #pragma nano task
    setx();
  }
  void d() {
    #pragma nano task
    this->setx();
  }
};
// CHECK: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (r * 10 * 8)), nano_len_(
// CHECK-COUNT-2: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (800)), static_cast<size_t>{{[(]}}8));

static void scale(std::span<double> s, double f) { for (auto &e : s) e *= f; }
void run(std::vector<double> &v) {
  #pragma nano task
  scale(v, 2.0);
}
// CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())), nano_len_(
// WARN-NOT: warning
