// Tasks on the element a standard library iterator designates (`*it`,
// `it->f`, `*(it - 1)`, `*std::next(it)`): the element is registered at
// `&*(it)`, evaluated when the task is created, so the tasks of an explicit
// iterator loop over a std::vector, std::list, std::map, std::deque or
// through a reverse_iterator run in parallel. The loop's `it != v.end()`
// reads only the iterators and the container's header, `++it` moves an
// iterator the task copied, and a call whose argument is read through the
// moving iterator (`*it = heavy(*it)`) is outlined as written, so nothing in
// the loop waits; a later use of the container does.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <deque>
#include <iterator>
#include <list>
#include <map>
#include <vector>

static long heavy(long x) {
  for (int k = 0; k < 1000; k++) x = (x * 7 + k) % 1000003;
  return x;
}
static void twice(double &x) { x = 2 * x + 1; }
struct Point {
  int a;
  double b;
};

int main() {
  std::vector<long> v(16, 3);
  for (auto it = v.begin(); it != v.end(); ++it) {
    #pragma nano task
    *it = heavy(*it);
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((&*(it))), static_cast<size_t>(8)); nano_set_label(nano_t_, "heavy");
  }
  long s = 0;
  for (long x : v) s += x;
  // EXPLAIN: task-iterator-elements.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'v' which a task writes

  std::list<double> l(8, 1.0);
  for (auto it = l.begin(); it != l.end(); ++it) {
    #pragma nano task
    twice(*it);
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((&*(it))), static_cast<size_t>(8)); nano_set_label(nano_t_, "twice");
  }
  std::vector<Point> pts(8, Point{1, 0.5});
  for (auto it = pts.begin(); it != pts.end(); ++it) {
    #pragma nano task
    it->a += 2;
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((&*(it))), static_cast<size_t>(4)); nano_set_label(nano_t_, "task");
  }
  std::map<int, long> m;
  for (int i = 0; i < 8; i++) m[i] = i;
  for (auto it = m.begin(); it != m.end(); ++it) {
    #pragma nano task
    it->second *= 3;
  }
  std::deque<long> d(8, 5);
  for (auto it = d.rbegin(); it != d.rend(); ++it) {
    #pragma nano task
    *it += 1;
  }
  // A chain: each element adds its predecessor, ordered at run time.
  std::vector<long> c(10, 1);
  for (auto it = std::next(c.begin()); it != c.end(); ++it) {
    #pragma nano task
    *it += *(it - 1);
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_((&*((it - 1)))), static_cast<size_t>(8));
  }
  // EXPLAIN-NOT: wait inserted here: this statement {{.*}} in an earlier iteration
  double sl = 0;
  for (double x : l) sl += x;
  int sa = 0;
  for (const Point &p : pts) sa += p.a;
  long sm = 0;
  for (auto &kv : m) sm += kv.second;
  long sd = 0;
  for (long x : d) sd += x;
  std::printf("%ld %.1f %d %ld %ld %ld\n", s, sl, sa, sm, sd, c.back());
  return 0;
}
