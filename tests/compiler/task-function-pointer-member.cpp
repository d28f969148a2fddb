// A static member function named with member syntax (`op.bump`) is a target of
// the pointer it initialises (review31: it was missed, and the task calling
// through the pointer registered nothing).
// RUN: %translate %s --explain -- -std=c++17 > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err --implicit-check-not=warning:
struct Op {
  static void bump(long *p) { *p += 1; }
};
int main() {
  Op op;
  long x = 0;
  void (*f)(long *) = op.bump;
  #pragma nano task
  f(&x);
  // CHECK: task-function-pointer-member.cpp:[[@LINE-1]]:3: remark: task read/write 'x' through 'f(&x)'
  x = 10;
  // CHECK: task-function-pointer-member.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement writes 'x' which a task writes
  return (int)x;
}
