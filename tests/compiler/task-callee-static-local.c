// A callee's static local is one object shared by every call, like a global,
// that only its function can name. When its address never leaves the
// function, every task reaching it (through calls, or naming it itself)
// registers one byte of a file-scope stand-in instead, so the tasks calling
// next_id() are nano-threads ordered among themselves (ids stay 0..7 in
// order), and the creator's own later call waits for them. Before: they ran
// inline ("the memory reached through 'next_id()' cannot be bounded", which
// no clause could fix). A static local whose address escapes (`&hits`) still
// makes the task run inline, and the warning names it.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=REMARK
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

// CHECK: static __attribute__((unused)) char nano_static_next_id_id_[[@LINE+1]]_{{[0-9]+}}_;
static int next_id(void) { static int id; return id++; }
static int bump(int by) { static int total; total += by; return total; }
static int *counter(void) { static int hits; return &hits; }
static int count_hit(void) { static int seen; int *p = &seen; return ++*p; }
static int ids[8], sums[4];

int main(void) {
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    ids[i] = next_id();
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&nano_static_next_id_id_{{[0-9_]+}}, 1);
    // REMARK: task-callee-static-local.c:[[@LINE-2]]:14: remark: task read/write 'id' (the static local 'id' of 'next_id', one object shared by every call, is ordered like a global)
  }
  int after = next_id(); // waits for the 8 tasks
  // CHECK: nano_wait_all_();{{ }}int after = next_id();
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    sums[i] = bump(i + 1);
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&nano_static_bump_total_{{[0-9_]+}}, 1);
  }
  int *h = counter();
  *h += 1;
  int seen = 0;
  #pragma nano task
  seen = count_hit();
  // WARN: task-callee-static-local.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'count_hit()' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // WARN-NOT: warning:
  for (int i = 0; i < 8; i++) printf("%d ", ids[i]);
  printf("| %d | %d %d %d %d | %d %d\n", after, sums[0], sums[1], sums[2], sums[3], *h, seen);
  return 0;
}
