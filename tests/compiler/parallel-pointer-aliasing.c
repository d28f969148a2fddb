// Nodes of a parallel block that conflict only if two different pointers
// reach the same memory get no static arc: both register their byte ranges
// (nano_access) and the runtime orders them when the ranges overlap
// (probe2 A13: LANGUAGE.md's pipeline example, without restrict, was one
// chain of static arcs, so init(a) and init(b) never overlapped). A proven
// overlap (the same pointer) keeps its static arc. The input is the e2e
// program tests/e2e/programs/contract_pipeline_aliasing.c, which runs the
// example with distinct arrays, a == b and c == a against its elision.
// RUN: %translate %S/../e2e/programs/contract_pipeline_aliasing.c --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %translate %S/../e2e/programs/contract_pipeline_aliasing.c --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s --check-prefix=HTG < %t.json
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
//
// pipeline: init(a) and init(b) register a[0:n] and b[0:n] and have no arc;
// add gets static arcs from both (the same pointers a and b); scale(a) has a
// static arc from init(a) and add, and is ordered against init(b) at run time.
// EXPLAIN: contract_pipeline_aliasing.c:27:5: remark: no static arc node [[I1:[0-9]+]] -> node [[I2:[0-9]+]]: they conflict only if 'a' and 'b' point to overlapping memory; both register their byte ranges, and the runtime orders them when the ranges overlap
// EXPLAIN-NEXT: {{^}}   27 |
// EXPLAIN: contract_pipeline_aliasing.c:28:5: remark: arc node [[I1]] -> node [[ADD:[0-9]+]] on 'a'
// EXPLAIN: contract_pipeline_aliasing.c:28:5: remark: arc node [[I2]] -> node [[ADD]] on 'b'
// EXPLAIN: contract_pipeline_aliasing.c:29:5: remark: arc node [[I1]] -> node [[SC:[0-9]+]] on 'a'
// EXPLAIN: contract_pipeline_aliasing.c:29:5: remark: no static arc node [[I2]] -> node [[SC]]: they conflict only if 'b' and 'a' point
// EXPLAIN: contract_pipeline_aliasing.c:29:5: remark: arc node [[ADD]] -> node [[SC]] on 'a'
// EXPLAIN-NOT: arc node [[I1]] -> node [[I2]]
// EXPLAIN: contract_pipeline_aliasing.c:40:5: remark: no static arc node [[X:[0-9]+]] -> node [[Y:[0-9]+]]: they conflict only if 'x' and 'y' point
//
// CHECK-LABEL: void pipeline(double *a, double *b, double *c, int n) {
// CHECK: nano_create(nano_task_[[I1:[0-9]+]],{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)(a), nano_len_((long long)((n - 1) * 8 + 8))); nano_set_label(nano_t_, "init");
// CHECK-NEXT: nano_create(nano_task_[[I2:[0-9]+]],{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)(b), nano_len_((long long)((n - 1) * 8 + 8))); nano_set_label(nano_t_, "init");
// CHECK-NEXT: nano_create(nano_task_[[ADD:[0-9]+]],{{.*}}; nano_a_->nano_a3_ = (n); if (nano_h_[[I1]]) nano_precede(nano_h_[[I1]], nano_t_); if (nano_h_[[I2]]) nano_precede(nano_h_[[I2]], nano_t_); nano_set_label(nano_t_, "add");
// CHECK-NEXT: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(a), {{.*}}); if (nano_h_[[I1]]) nano_precede(nano_h_[[I1]], nano_t_); if (nano_h_[[ADD]]) nano_precede(nano_h_[[ADD]], nano_t_); nano_set_label(nano_t_, "scale");
// CHECK-LABEL: void stages(double *x, double *y, int n) {
// CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(x), {{.*}}); nano_set_label(nano_t_, "shift");
// CHECK-NEXT: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(y), {{.*}}); nano_set_label(nano_t_, "scale");
//
// In the emitted graph: no arc between the two inits of the pipeline; none at all in stages.
// HTG: "label": "pipeline parallel"
// HTG: "id": "[[H1:n[0-9]+]]"
// HTG: "id": "[[H2:n[0-9]+]]"
// HTG: "arcs": [
// HTG-NOT: "from": "[[H1]]", "to": "[[H2]]"
// HTG: "label": "stages parallel"
// HTG: "id": "[[X:n[0-9]+]]"
// HTG: "id": "[[Y:n[0-9]+]]"
// HTG-NOT: "from": "[[X]]", "to": "[[Y]]"

// The remark names how the two nodes may meet: a pointer written through and
// the named objects it may point into, listed once (bb44 D6: it named the
// pointer and a scalar as if both were pointers).
// RUN: %translate %S/Inputs/explain-pointer-into.c --explain -- 2>&1 | %FileCheck %s --check-prefix=INTO
// INTO: remark: no static arc node 1 -> node 2: they conflict only if 'gp' points into 'r1' or 'g'; both register
