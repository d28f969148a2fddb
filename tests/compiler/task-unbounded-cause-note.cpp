// A task that runs in the creating nano-thread because an access cannot be
// bounded gets a note naming the cause when the warning's symptom does not
// (bb46 D5/D10): here a recursive member function, whose summary the analysis
// does not compute. `in(*this)` states what it reads (the workaround).
// RUN: %translate %s -- -std=c++17 2>&1 >/dev/null | %FileCheck %s
#include <vector>
struct Tree {
  std::vector<long> d;
  long sum(long lo, long hi) const {
    if (hi - lo <= 250) {
      long s = 0;
      for (long i = lo; i < hi; i++) s += d[i];
      return s;
    }
    long mid = (lo + hi) / 2, l, r;
    #pragma nano task
    l = sum(lo, mid);
    // CHECK: task-unbounded-cause-note.cpp:[[@LINE-1]]:5: warning: task runs in the creating nano-thread: the memory reached through 'sum(lo, mid)' cannot be bounded
    // CHECK: task-unbounded-cause-note.cpp:[[@LINE-2]]:5: note: assumed so because 'Tree::sum' is recursive
    #pragma nano task in(*this)
    r = sum(mid, hi);
    // CHECK-NOT: task-unbounded-cause-note.cpp:[[@LINE-1]]:5: warning
    return l + r;
  }
};
long total(const Tree &t) { return t.sum(0, static_cast<long>(t.d.size())); }
