// A branch condition calling a function whose summary only reads has no side
// effects: the if is split into conditional nodes, as LANGUAGE.md's pipeline
// example says (it was kept whole: "the condition of the 'if' has side
// effects", clang's HasSideEffects being true for every call; probe2 A13).
// The node may write what its own condition reads (normalize(c) under
// sum(c) > 0): the creator evaluates the condition before creating it.
// Kept whole: a condition calling a function that writes; in the HTG only (nodes test
// it when ready), one whose statement writes what it reads before another (bb57 1).
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s --check-prefix=HTG < %t.json
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#define N 4096
static void fill(double *v, int n, double x) {
  for (int i = 0; i < n; i++) v[i] = x * (i % 7) + x / (1 + i % 5);
}
static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
static void normalize(double *v, int n) {
  double s = sum(v, n);
  for (int i = 0; i < n; i++) v[i] = v[i] / s + (i % 3) * 0.5;
}
static int calls;
static double counted_sum(const double *v, int n) {
  calls++;
  return sum(v, n);
}

static double a[N], b[N], c[N];

void run(int n) {
  #pragma nano parallel
  {
    fill(c, n, 1.0);
    if (sum(c, n) > 0)
      normalize(c, n);
    if (counted_sum(a, n) > 0)
      fill(b, n, 2.0);
    if (sum(a, n) > 1) {
      fill(a, n, 3.0);
      fill(b, n, 4.0);
    }
  }
}
// EXPLAIN: parallel-condition-calls.c:42:5: remark: this 'if' is not split into conditional nodes: the condition of the 'if' has side effects
// EXPLAIN-NOT: parallel-condition-calls.c:44:5: remark: this 'if' is not split
// EXPLAIN-NOT: parallel-condition-calls.c:40:5: remark: this 'if' is not split
// EXPLAIN: parallel-condition-calls.c:41:7: remark: node [[N:[0-9]+]] is control dependent on the if at line 40: it runs only when 'sum(c, n) > 0'
// EXPLAIN: parallel-condition-calls.c:46:7: remark: node {{[0-9]+}} is control dependent on the if at line 44: it runs only when 'sum(a, n) > 1'
// EXPLAIN: parallel-condition-calls.c:40:5: remark: wait inserted here: this statement reads 'c' through 'sum(c, n)' which a task writes
//
// The creator waits for fill(c) before it evaluates sum(c, n), then creates normalize's node.
// CHECK: nano_create(nano_task_[[F:[0-9]+]],
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[F]]); if (sum(c, n) > 0)
// CHECK-NEXT: { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_{{[0-9]+}},
//
// (run_n: the parameter n of run, which direct has too; emit-htg-variable-names.c)
// HTG: "condition": "sum(c, run_n) > 0"
// HTG-NOT: "condition": "sum(a, run_n) > 1"

// A condition reading a global element directly: the creator waits too (it
// only waited for locals the condition read, which a node's creation would
// capture by value).
void direct(int n) {
  #pragma nano parallel
  {
    fill(c, n, 1.0);
    if (c[3] > 0)
      fill(b, n, 2.0);
  }
}
// CHECK-LABEL: void direct(int n) {
// CHECK: nano_create(nano_task_[[G:[0-9]+]],
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[G]]); if (c[3] > 0)
