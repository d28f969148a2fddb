// A GNU statement expression's statements run where it stands: their accesses
// count for the task, the loop and the function summary that hold it (black
// box bb67 1: `({ a[i + 1] = a[i] * 2; })` in a loop body was no access at all,
// the loop ran in parallel and raced; a task around one accessed nothing).
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
// RUN: %translate %s --explain -- -DTASKS 2>&1 >/dev/null | %FileCheck %s --check-prefix=TASKS
double a[101], b[101];
static void twice(int i) { ({ a[i + 1] = a[i] * 2; }); }

#ifndef TASKS
void loop(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) ({ a[i + 1] = a[i] * 2; });
  // CHECK: stmt-expr-accesses.c:[[@LINE-1]]:36: error: loop-carried dependence prevents parallel execution: 'a[i + 1]' and 'a[i]' access the same element of 'a' in different iterations of the loop over 'i' at line [[@LINE-1]]
}
void through_call(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) twice(i);
  // CHECK: stmt-expr-accesses.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution
}
#else
void tasks(void) {
  #pragma nano task
  ({ a[1] = a[0] * 2; });
  // TASKS: stmt-expr-accesses.c:[[@LINE-1]]:6: remark: task write 'a[1]'
  // TASKS: stmt-expr-accesses.c:[[@LINE-2]]:13: remark: task read 'a[0]'
  #pragma nano task
  b[0] = ({ double t = a[1]; t + 1; });
  // TASKS: stmt-expr-accesses.c:[[@LINE-1]]:3: remark: task write 'b[0]'
  // TASKS: stmt-expr-accesses.c:[[@LINE-2]]:24: remark: task read 'a[1]'
}
#endif
