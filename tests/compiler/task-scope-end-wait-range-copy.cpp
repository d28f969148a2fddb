// A range-based for over copies of the elements (`for (auto row : rows)`) whose
// body creates a task reading the copy: the body's end waits for it, where the
// copy dies, so the tasks run one after another; a warning says so and to
// iterate by reference (bb59 6). Not when the tasks are ordered anyway, by a
// scalar they all update.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --implicit-check-not=warning: < %t.err
// E2E
// E2E-FLAGS: -std=c++17
#include <cstdio>
#include <vector>

static long sum(const std::vector<long> &r) {
  long s = 0;
  for (long x : r) s += x;
  return s;
}

int main() {
  std::vector<std::vector<long>> rows(4, std::vector<long>(3, 2));
  long out[4] = {0, 0, 0, 0};
  int k = 0;
  for (auto row : rows) {
    #pragma nano task
    out[k] = sum(row);
    ++k;
  }
  // CHECK: task-scope-end-wait-range-copy.cpp:[[@LINE-3]]:5: warning: the tasks this statement creates in different iterations of the range-based for at line [[@LINE-5]] run one after another: each is waited for at the end of the loop's body, where 'row', the loop's copy of an element, goes out of scope; to let them overlap, iterate by reference ('auto &row') if the elements do not change while the tasks run [-Wnano-sequential]
  long acc = 1;
  for (auto row : rows) {
    #pragma nano task
    acc = acc * 7 + row[0];
  }
  std::printf("%ld %ld %ld\n", out[0] + out[3], acc, sum(rows[1]));
  return 0;
}
