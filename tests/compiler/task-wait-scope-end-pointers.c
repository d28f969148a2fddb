// The end of a block waits for its tasks only when one may reach a local
// that dies there. A local pointer passed to a task is copied at the
// creation: `double *b = rows[k]; task process(b);` reaches rows, so the
// loop's iterations overlap (bb46 D1). A local array the pointer may point
// to (its address escaped) still makes the block's end wait.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#define LEN 64
static void process(double *buf) {
  for (int i = 1; i < LEN; i++) buf[i] = 0.5 * (buf[i] + buf[i - 1]);
}
static double rows[4][LEN];

void through_local_pointer(void) {
  // CHECK-LABEL: void through_local_pointer(void)
  for (int k = 0; k < 4; k++) {
    double *b = rows[k];
    #pragma nano task
    process(b);
    // CHECK: nano_submit_release(nano_t_); }
    // CHECK-NOT: nano_wait_handle_
  }
  // CHECK: nano_wait_all_();
}

void through_local_array(void) {
  // CHECK-LABEL: void through_local_array(void)
  for (int k = 0; k < 4; k++) {
    double tmp[LEN] = {1.0};
    double *b = tmp;
    #pragma nano task
    process(b);
    // CHECK: nano_submit(nano_t_);
    // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); }
    // CHECK-NEXT: nano_wait_all_();
  }
}
