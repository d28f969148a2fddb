// A task assigning a struct that holds a std::vector from a temporary (`c =
// make(a)`, `e = a.twice()`, `f = V{a.d}`) writes that object: the implicit
// move assignment reads its operand through `static_cast<V &&>(other)`, the
// temporary itself. A task calling a function that keeps a reference to a
// container (`std::accumulate(row.begin(), row.end(), 0.0)`) on the element of
// a range-based for (`for (auto &row : m)`) reaches that element, the whole
// container object with its buffer. All are tasks, and later reads wait; the
// range-for's `++__begin` moves only the iterator, so iterations do not wait
// for the previous one's task (the tasks are still ordered at run time: see the
// warning below).
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'error|assumed any memory' %t.err
// RUN: grep -v 'warning: the tasks this statement creates in different iterations of the loop at line 56' %t.err | not grep 'warning:'
// The row tasks write `row` and read through `row.data()` in the callee, which
// the analysis cannot bound: they are ordered at run time, and say so.
// RUN: grep -c 'task-container-object-results.cpp:58:5: warning: the tasks this statement creates in different iterations of the loop at line 56 run one after another' %t.err
// RUN: not grep "wait inserted here: this statement writes ':'" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <numeric>
#include <vector>

struct V {
  std::vector<double> d;
  V twice() const {
    V r;
    r.d = d;
    for (double &x : r.d) x *= 2;
    return r;
  }
};

static V make(const V &a) {
  V r;
  r.d = a.d;
  return r;
}

static void total_first(std::vector<double> &row) {
  double s = std::accumulate(row.begin(), row.end(), 0.0);
  row[0] = s;
}

int main() {
  V a, c, e, f;
  a.d.assign(10, 1.5);
  #pragma nano task
  c = make(a);
  #pragma nano task
  e = a.twice();
  #pragma nano task
  f = V{a.d};
  std::vector<std::vector<double>> m(4, std::vector<double>(100, 1.0));
  for (auto &row : m) {
    #pragma nano task
    total_first(row);
  }
  std::printf("%.1f %.1f\n", c.d[1] + e.d[1] + f.d[1], m[1][0] + m[3][0]);
  // EXPLAIN: task-container-object-results.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'c.d' which a task writes
  return 0;
}
