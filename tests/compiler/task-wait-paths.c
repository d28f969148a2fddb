// The statement after a task that reads what it writes waits on every path
// that reaches it (probe8 H1-H3): a `#pragma nano wait` inside an if or a
// loop between them may not run, so it does not count; the wait before a
// labelled statement goes after the label, where a goto lands; and a `break`
// between the task and that wait leaves the loop without passing it, so the
// first conflicting statement after the loop waits too.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
long x, y;
#pragma nano declare reads() writes()
long work(long);
long conditional_wait(int c) {
  #pragma nano task
  x = work(1);
  if (c > 5) {
    #pragma nano wait
  }
  // CHECK-LABEL: long conditional_wait(int c)
  // CHECK: nano_wait_handle_(&nano_h_1); long seen = x;
  long seen = x;
  return seen;
}
long zero_trip_wait(int c) {
  #pragma nano task
  x = work(2);
  for (int j = 1; j < c; j++) {
    #pragma nano wait
  }
  // CHECK-LABEL: long zero_trip_wait(int c)
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long seen = x;
  long seen = x;
  return seen;
}
long goto_to_label(int c) {
  long r = 0;
  if (c) {
    #pragma nano task
    y = work(3);
    goto out;
  }
  r = 5;
  // CHECK-LABEL: long goto_to_label(int c)
  // CHECK: {{^}}out:
  // CHECK-NEXT: {{^  }}nano_wait_handle_(&nano_h_{{[0-9]+}}); r += y;
out:
  r += y;
  return r;
}
long break_after_task(int c) {
  long r = 0;
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    y = work(i);
    if (i == c) break;
    r += y;
  }
  // CHECK-LABEL: long break_after_task(int c)
  // CHECK: if (i == c) break;
  // CHECK-NEXT: nano_wait_all_(); r += y;
  // CHECK: nano_wait_all_(); long seen = y;
  long seen = y;
  return r * 10000 + seen;
}
long unconditional_wait(void) {
  #pragma nano task
  x = work(4);
  #pragma nano wait
  // CHECK-LABEL: long unconditional_wait(void)
  // CHECK: nano_wait_all_();
  // CHECK-NOT: nano_wait
  // CHECK: long seen = x;
  long seen = x;
  return seen;
}
// WARN-NOT: warning
