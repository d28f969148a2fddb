// What a task reaches through a std::span parameter of its callee, when the
// callee changes the span or casts const away (bb76):
// - `a = b; std::fill(a.begin(), a.end(), 9)` writes what b shows: the callee's
//   range is no longer the argument's, and the task runs in its creator;
// - `a = b; a[0] = 9;` likewise reaches memory the call does not name: the
//   next creation waits for the task;
// - `const_cast<int &>(s[0]) = 7` of a std::span<const int> writes the element,
//   and so does a range-for over it casting its `const int &` (bb77 F4);
// - a `const int &` lambda given to std::count_if that casts const away writes
//   the range.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++20
#include <algorithm>
#include <cstdio>
#include <span>
#include <vector>

static int work() {
  int k = 0;
  for (int i = 0; i < 200000; i++) k ^= i;
  return k & 0;
}
static void redirect_fill(std::span<int> a, std::span<int> b) {
  a = b;
  std::fill(a.begin(), a.end(), 9 + work());
}
static void redirect_store(std::span<int> a, std::span<int> b) {
  a = b;
  a[0] = 9 + work();
}
static void increment(std::span<int> a) {
  int t = a[0];
  a[0] = t + 1 + work();
}
static void set_const(std::span<const int> s) { const_cast<int &>(s[0]) = 7 + work(); }
static void set_all_const(std::span<const int> s) {
  for (auto &x : s) const_cast<int &>(x) = 4 + work();
}

int main() {
  std::vector<int> z(8, 0), w(8, 0), y(8, 0), u(8, 0), q(100, 1);
  // EXPLAIN-DAG: task-span-parameter-writes.cpp:[[@LINE+2]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  redirect_fill(z, w);
  #pragma nano task
  increment(w);
  // EXPLAIN-DAG: task-span-parameter-writes.cpp:[[@LINE+2]]:3: remark: task read/write 'redirect_store(z, y)' ('redirect_store' reaches memory that cannot be bounded: the view 'a' may change inside the statement
  #pragma nano task
  redirect_store(z, y);
  // EXPLAIN-DAG: task-span-parameter-writes.cpp:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'y' which a task writes
  #pragma nano task
  increment(y);
  // EXPLAIN-DAG: task-span-parameter-writes.cpp:[[@LINE+2]]:3: remark: task read/write 'u'
  #pragma nano task
  set_const(u);
  int u0 = u[0];
  std::vector<int> t(8, 0);
  // bb77 F4: through a range-for's `const int &` too.
  // EXPLAIN-DAG: task-span-parameter-writes.cpp:[[@LINE+2]]:3: remark: task read/write 't'
  #pragma nano task
  set_all_const(t);
  // EXPLAIN-DAG: task-span-parameter-writes.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 't' which a task writes
  int t7 = t[7];
  // EXPLAIN-DAG: task-span-parameter-writes.cpp:[[@LINE+2]]:9: remark: task read/write 'q' through 'std::count_if
  #pragma nano task
  (void)std::count_if(q.begin(), q.end(), [](const int &x) {
    const_cast<int &>(x) = 8;
    return true;
  });
  int q1 = q[99];
  #pragma nano wait
  std::printf("%d %d %d %d %d %d\n", w[0], y[0], u0, q1, z[0], t7);
  return 0;
}
