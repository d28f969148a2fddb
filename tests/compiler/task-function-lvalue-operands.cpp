// A function lvalue with operands that run (`&(x = 1, f)`, `c ? f : g`): its
// operands are evaluated with the statement, by the creator when it is a
// task's argument, so creating the task writes x and waits for an earlier
// task reading x (review: the comma's left operand was dropped).
// RUN: %translate %s --explain > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
static int x, y, z;
static void f(int k) { (void)k; }
static void g(int k) { (void)k; }
static void run(void (*h)(int), int k) { h(k); }

int main(int argc, char **) {
  #pragma nano task
  z = x + 1;
  #pragma nano task
  run(&(x = 1, f), 3);
  // CHECK: task-function-lvalue-operands.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement writes 'x' which a task reads
  #pragma nano task
  z = y + 1;
  #pragma nano task
  run(&(argc > 1 ? (y = 2, f) : g), 4);
  // CHECK: task-function-lvalue-operands.cpp:[[@LINE-1]]:3: remark: wait inserted here: this statement writes 'y' which a task reads
  return x + y + z;
}
