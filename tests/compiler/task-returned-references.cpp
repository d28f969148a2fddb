// A reference a function returns is accessed where it is used: `pick(buf, 1) = 4`
// writes buf (pick returns a reference into its pointer argument), `x = pick(buf, 3)`
// reads it, a member returning its own field (`n.value() += 1`) is an access of
// the object, and one returning memory behind a pointer member (`s.ref() += 5`)
// cannot be bounded. Before: the call was only a read of its arguments, so the
// creator read buf (or wrote it) without waiting for the task.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %translate %s --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

static long buf[8];
static long &pick(long *a, int i) { return a[i]; }
struct Node {
  long val;
  long &value() { return val; }
};
class Sink {
  long *p_;
 public:
  explicit Sink(long *p) : p_(p) {}
  long &ref() { return *p_; }
};

int main() {
  #pragma nano task
  pick(buf, 1) = 4;
  // EXPLAIN: task-returned-references.cpp:[[@LINE-1]]:3: remark: task write 'buf' through 'pick(buf, 1)'
  long x1 = buf[1];
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x1 = buf[1];
  long seen = 0;
  #pragma nano task
  seen = pick(buf, 3);
  // EXPLAIN: task-returned-references.cpp:[[@LINE-1]]:10: remark: task read 'buf'
  buf[3] = 100;
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); buf[3] = 100;
  Node n{0};
  #pragma nano task
  n.value() += 1;
  long x2 = n.val;
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x2 = n.val;
  long sum = 0;
  Sink s(&sum);
  #pragma nano task
  s.ref() += 5;
  // WARN: task-returned-references.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 's.ref()' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // EXPLAIN: task-returned-references.cpp:[[@LINE-2]]:3: remark: assumed any memory may be accessed: the view 's' may change inside the statement (it is assigned, or a non-const member of it is called)
  long x3 = sum;
  std::printf("%ld %ld %ld %ld\n", x1, seen, x2, x3);
  return 0;
}
