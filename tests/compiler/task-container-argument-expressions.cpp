// A std::vector passed to a std::span parameter by an expression that is no
// name (`*pv`, `k ? v : w`, `*&v`, `ps->v`): the registration of its buffer
// names the expression in parentheses (bb76 6: `*pv.data()` and
// `k ? v : w.data()` did not compile).
// RUN: %translate %s -- -std=c++20 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
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
  std::printf("%g %g %g\n", v[0], w[0], h.v[0]);
  return 0;
}
