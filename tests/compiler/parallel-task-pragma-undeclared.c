// A task pragma the user wrote inside a parallel block, on a call of a
// function without body or declare: the warning is the task's (add a clause;
// it no longer asks for the '#pragma nano task' already there), and the note
// at the function's declaration suggests the declare line (bb44 D8).
// RUN: %translate %s 2>&1 >/dev/null | %FileCheck %s
void opaque(double *p, int n);
double sa[256], sb[256];
int main(void) {
  #pragma nano parallel
  {
    #pragma nano task cost(5000)
    opaque(sa, 256);
    // CHECK: parallel-task-pragma-undeclared.c:[[@LINE-1]]:5: warning: task runs in the creating nano-thread: the region accessed through 'opaque(sa, 256)' cannot be bounded; add an in/out/inout clause naming it
    // CHECK: parallel-task-pragma-undeclared.c:6:1: note: 'opaque' has no body in this file
    #pragma nano task cost(5000)
    opaque(sb, 256);
  }
  return (int)sa[3];
}
// CHECK-NOT: put '#pragma nano task'
