// A std::vector passed to a std::span parameter by an expression that is no
// name (`*pv`, `k ? v : w`, `*&v`, `ps->v`): the registration of its buffer
// names the expression in parentheses (bb76 6: `*pv.data()` and
// `k ? v : w.data()` did not compile). A later use of the vector waits for the
// task, whatever expression named it (bb77 F3: after `bump(static_cast<V
// &>(a))`, `a[1]` read the old value: the buffer named through a cast was
// taken for another vector's).
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

static void bump(std::span<double> s) { s[0] += 1; }
struct Holder {
  std::vector<double> v;
};

int main(int argc, char **) {
  std::vector<double> v(10, 0), w(10, 0);
  std::vector<double> *pv = &w;
  Holder h{std::vector<double>(3, 0)};
  Holder *ph = &h;
  bool k = argc > 5;
  // CHECK: if ((*pv).data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_(((*pv).data())),
  #pragma nano task
  bump(*pv);
  // CHECK: if ((k ? v : w).data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_(((k ? v : w).data())),
  #pragma nano task
  bump(k ? v : w);
  #pragma nano task
  bump(*&v);
  #pragma nano task
  bump(ph->v);
  #pragma nano wait
  std::vector<double> a(4, 1.0), b(4, 1.0), c(4, 1.0);
  #pragma nano task
  bump(static_cast<std::vector<double> &>(a));
  // EXPLAIN: task-container-argument-expressions.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'a[0]' which a task writes
  double ra = a[0];
  #pragma nano task
  bump(((void)0, b));
  // EXPLAIN: task-container-argument-expressions.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'b[0]' which a task writes
  double rb = b[0];
  #pragma nano task
  bump(k ? c : w);
  // EXPLAIN: task-container-argument-expressions.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'c' which a task writes
  double rc = c[0];
  std::printf("%g %g %g %g %g %g\n", v[0], w[0], h.v[0], ra, rb, rc);
  return 0;
}
