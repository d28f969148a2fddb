// The generated code declares names `nano_<word>_` in the blocks that hold the
// program's expressions: a user global `nano_a_` reached by a task's callee was
// registered as the generated local of the same name (bb73 1), and the result
// was wrong at every worker count. Such names are refused where they are
// declared, fields too (bb76 4: a member `nano_t_` used unqualified in a
// member function's task was hidden by the generated local); other `nano_`
// names and system headers are not checked.
// RUN: not %translate %s -- -I %S 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=NOT < %t.err
#include <stdio.h>
#include "Inputs/reserved-names.h"
// CHECK-DAG: reserved-names.h:2:13: error: 'nano_h_' has the form of the names nanocc generates (beginning with 'nano_' and ending in '_'): the code generated for the directives would hide it or clash with it; rename it (names beginning with 'nano_' belong to NanoThreads)
long buf[4];
long *nano_a_ = buf;
// CHECK-DAG: reserved-names.c:[[@LINE-1]]:7: error: 'nano_a_' has the form
#define nano_t_ buf
// CHECK-DAG: reserved-names.c:[[@LINE-1]]:9: error: 'nano_t_' has the form
typedef long nano_cell_;
// CHECK-DAG: reserved-names.c:[[@LINE-1]]:14: error: 'nano_cell_' has the form
struct nano_pair_ { long x; };
// CHECK-DAG: reserved-names.c:[[@LINE-1]]:8: error: 'nano_pair_' has the form
struct holder { long nano_a_; long nano_kept; };
// CHECK-DAG: reserved-names.c:[[@LINE-1]]:22: error: 'nano_a_' has the form
long nano_helper(long x) { return x; }
void f1(long k) { nano_a_[1] += k; }
void nano_step_(void) {}
// CHECK-DAG: reserved-names.c:[[@LINE-1]]:6: error: 'nano_step_' has the form
int main(void) {
  long nano_x_ = 0;
  // CHECK-DAG: reserved-names.c:[[@LINE-1]]:8: error: 'nano_x_' has the form
  struct holder h = {0, 0};
  for (long k = 0; k < 6; k++) {
    #pragma nano task
    f1(k);
  }
  printf("%ld %ld %ld\n", buf[1], nano_helper(nano_x_), h.nano_a_ + h.nano_kept);
  return 0;
}
// NOT-NOT: 'nano_helper'
// NOT-NOT: 'nano_kept'
// NOT-NOT: stdio.h
// NOT: 8 errors generated
