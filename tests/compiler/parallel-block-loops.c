// A plain `for` of a parallel block whose iterations are independent becomes a
// parallel loop node (nano_parallel_for, schedule gss), lowered in place as a
// '#pragma nano loop' there; a reduction loop becomes nano_parallel_reduce. A
// loop-carried one is no error: it stays one sequential node (a node task) and
// --explain says which accesses carry the dependence. A loop too cheap for a
// node is merged into the creator, as any statement. --emit-htg writes the
// parallel loop as a "parallel": true loop node in its place in the block.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -e 'error:' -e 'warning:' %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s --emit-htg %t.json > /dev/null 2>&1
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck --check-prefix=HTG %s
#include <stdio.h>

enum { n = 4096 };
static double x[n], y[n], z[n];

static void init(double *v, int m) {
  for (int i = 0; i < m; i++) v[i] = i % 7;
}

int main(void) {
  double s = 0.0, last = 0.0;
  #pragma nano parallel
  {
    init(y, n);
    for (int i = 0; i < n; i++) x[i] = (i % 17) * 0.25 + y[i];
    for (int i = 1; i < n; i++) z[i] = z[i - 1] + x[i];
    for (int i = 0; i < n; i++) s += x[i] * 0.5;
    for (int i = 0; i < 3; i++) last = i;
  }
  printf("%.3f %.3f %.3f\n", s, z[n - 1], last);
  return 0;
}
// The first loop waits for the init node (it reads y) and runs in parallel in
// place; the carried loop is a node task; the reduction loop is parallel too.
// CHECK-LABEL: int main(void) {
// CHECK: nano_create(nano_task_[[INIT:[0-9]+]],
// CHECK-NEXT: nano_wait_handle_(&nano_h_[[INIT]]); { {{.*}}nano_schedule nano_s_ = {NANO_SCHEDULE_GSS, 0, 0, 0};{{.*}} nano_parallel_for(nano_n_, &nano_s_, nano_loop_{{[0-9]+}}, &nano_la_); }
// CHECK-NEXT: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_set_source(nano_t_, "{{.*}}parallel-block-loops.c", 31);
// CHECK-NEXT: {{.*}}NANO_SCHEDULE_GSS{{.*}} nano_red_.s = s; nano_parallel_reduce({{.*}}); s = nano_red_.s; }
// CHECK-NEXT: for (int i = 0; i < 3; i++) last = i;
// CHECK-NOT: nano_parallel_for
// CHECK-NOT: nano_parallel_reduce
// CHECK: static void nano_task_
// CHECK-SAME: {
// CHECK: for (int i = 1; i < n; i++) z[i] = z[i - 1] + x[i];

// EXPLAIN: parallel-block-loops.c:30:5: remark: loop runs in parallel (nano_parallel_for)
// EXPLAIN: parallel-block-loops.c:31:33: remark: this loop of the parallel block runs as one sequential node: loop-carried dependence prevents parallel execution: 'z[i]' and 'z[i - 1]' access the same element of 'z' in different iterations
// EXPLAIN: parallel-block-loops.c:31:33: note: write of 'z' here
// EXPLAIN: parallel-block-loops.c:31:40: note: read of 'z' here
// EXPLAIN: parallel-block-loops.c:32:5: remark: reduction on 's' with operator '+'
// EXPLAIN: parallel-block-loops.c:32:5: remark: loop runs in parallel (nano_parallel_reduce)
// EXPLAIN: parallel-block-loops.c:33:5: remark: statement merged into the creating nano-thread: estimated cost 22 below the grain threshold
// EXPLAIN: parallel-block-loops.c:30:5: remark: wait inserted here: this statement reads 'y[i]' which a task writes

// The loops in their places; the reduction loop is a sequential loop node (the
// format has no reductions).
// HTG: compound root
// HTG-NEXT: | compound par1
// HTG-NEXT: | | simple n{{[0-9]+}} W y cost : init(y, n);
// HTG-NEXT: | | loop loop{{[0-9]+}} var i [0, n) parallel R y W x cost
// HTG-NEXT: | | | simple loop{{[0-9]+}}_body R y[i] W x[i] cost : x[i] = (i % 17) * 0.25 + y[i];
// HTG-NEXT: | | simple n{{[0-9]+}} R z[0:4095] x[1:4095] W z[1:4095] cost : for (int i = 1; i < n; i++) z[i] = z[i - 1] + x[i];
// HTG-NEXT: | | loop loop{{[0-9]+}} var i [0, n) R s x W s cost
// HTG-NEXT: | | | simple loop{{[0-9]+}}_body R s x[i] W s cost : s += x[i] * 0.5;
// HTG-NEXT: | | simple s{{[0-9]+}} W last cost : for (int i = 0; i < 3; i++) last = i;
