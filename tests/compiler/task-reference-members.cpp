// A reference member designates the object it was bound to, not storage of the
// enclosing object: a task writing through `c.total` (directly, in a callee, one
// member object down, through a std::reference_wrapper) writes memory the
// analysis cannot bound, and the object bound to the member is reachable
// through it, so the creator's next read of that object waits for the task.
// Before: the write was taken as one of `c`'s own bytes and the read of `sum`
// did not wait (a wrong result at every worker count).
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %translate %s --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <functional>

struct Counter { long &total; };
struct Holder { Counter in; };
struct Wrapped { std::reference_wrapper<long> total; };
static void add(Counter &c, long v) { c.total += v; }
static void add_nested(Holder &h, long v) { h.in.total += v; }
static void add_wrapped(Wrapped &w, long v) { w.total.get() += v; }

int main() {
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  Counter c1{s1};
  #pragma nano task
  c1.total += 5;
  // WARN: task-reference-members.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'c1.total' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // EXPLAIN: task-reference-members.cpp:[[@LINE-2]]:3: remark: assumed any memory may be accessed: 'c1.total' is a reference member: the object it is bound to cannot be named
  long x1 = s1;
  // CHECK: long x1 = s1;
  Counter c2{s2};
  #pragma nano task
  add(c2, 6);
  // EXPLAIN: task-reference-members.cpp:[[@LINE-1]]:3: remark: task read/write 'add(c2, 6)' ('add' 'c.total' is a reference member: the object it is bound to cannot be named)
  long x2 = s2;
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x2 = s2;
  Holder h{{s3}};
  #pragma nano task
  add_nested(h, 7);
  long x3 = s3;
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x3 = s3;
  Wrapped w{s4};
  #pragma nano task
  add_wrapped(w, 8);
  long x4 = s4;
  // EXPLAIN: task-reference-members.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 's4' which a task writes
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x4 = s4;
  std::printf("%ld %ld %ld %ld\n", x1, x2, x3, x4);
  return 0;
}
