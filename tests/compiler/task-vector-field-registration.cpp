// A task writing a field of one element of a std::vector of the program's own
// records (`ps[i].x = f(i)`, `{ ps[i].q.a = 0; }`) registers that element's
// slot and a read of the header: tasks on distinct elements run in parallel.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

struct Q { double a; int b; };
struct P { double x, y; Q q; };
static double f(int i) {
  double s = 0;
  for (int k = 0; k < 20000; ++k) s += (i + k) % 7;
  return s;
}

int main() {
  std::vector<P> ps(12, P{0, 0, {0, 0}});
  // EXPLAIN-NOT: warning
  // EXPLAIN-NOT: wait inserted here: this statement reads 'ps' which a task writes in an earlier iteration
  for (int i = 0; i < 12; ++i) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(ps)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(ps[i]))), static_cast<size_t>(32));
    #pragma nano task
    ps[i].x = f(i);
  }
  for (int i = 0; i < 12; ++i) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(ps)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_INOUT, nano_bytes_((&(ps[i]))), static_cast<size_t>(32));
    #pragma nano task
    { ps[i].q.a = ps[i].x + 1; ps[i].q.b = i; }
  }
  for (int i = 0; i < 12; ++i) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(ps)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(ps[i]))), static_cast<size_t>(32));
    #pragma nano task
    ps[i].y = 2.0 * i;
  }
  // An index the task changes names another element when the task runs: the vector, whole.
  int k = 0;
  // CHECK-NOT: nano_bytes_((&(ps[k])))
  #pragma nano task
  { ps[k].y += 1; k++; ps[k].y += 1; }
  #pragma nano wait
  double s = 0;
  long b = 0;
  for (const P &p : ps) { s += p.x + p.y + p.q.a; b += p.q.b; }
  std::printf("%.1f %ld %d\n", s, b, k);
  return 0;
}
