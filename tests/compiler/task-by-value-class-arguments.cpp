// A class argument passed by value whose copy constructor is the user's, with no
// move, would be copied once more by the task than by the elision: the task runs
// sequentially, and the warning now says why and what to do (it said "a type that
// cannot be copied", of a copyable class; bb55 m06). Plain classes, classes with a
// destructor of their own and std::string are accepted.
// RUN: %translate %s -- -std=c++17 2>&1 >/dev/null | %FileCheck %s
#include <string>
struct Counted { long v; Counted(long x) : v(x) {} Counted(const Counted &o) : v(o.v) {} };
struct Plain { long v; };
struct Owned { long v; ~Owned() { v = 0; } };
long byCounted(Counted c) { return c.v; }
long byPlain(Plain c) { return c.v; }
long byString(std::string s) { return static_cast<long>(s.size()); }
long byOwned(Owned o) { return o.v; }
void run(long *out) {
  Counted c(1);
  Plain p{2};
  std::string s = "x";
  Owned o{3};
  #pragma nano task
  out[0] = byCounted(c);
  // CHECK: task-by-value-class-arguments.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: the argument 'c' is passed by value and its type 'Counted' has a copy constructor of its own and no trivial move, so the task would copy it once more than the sequential program does; pass it by const reference; the statement runs sequentially
  #pragma nano task
  out[1] = byPlain(p);
  #pragma nano task
  out[2] = byString(s);  // accepted
  #pragma nano task
  out[3] = byOwned(o);  // accepted: a destructor of its own
  // CHECK-NOT: warning:
}
