// A call task's argument block names its fields in the reserved form
// `nano_<word>_`: user macros named as the fields once were (`#define a0 0`,
// `#define lhs "left"`) do not expand in the generated code. Before, the
// block declared `long a0;` and `long *lhs;`, which such macros turned into
// code that did not compile.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

#define a0 0
#define a1 1
#define lhs "left"
#define rhs "right"

long scale(long v, int k) { return v * k; }

int main(void) {
  long left = 0, right = 0;
  long tab[2] = {a0, a1};
  // CHECK: struct nano_args_[[T:[0-9]+]] { long nano_a0_; int nano_a1_; long *nano_lhs_; };
  // CHECK: *nano_a_->nano_lhs_ = scale(nano_a_->nano_a0_, nano_a_->nano_a1_);
  #pragma nano task
  left = scale(tab[a1] + 20, 2);
  #pragma nano task
  right = scale(left, 3);
  #pragma nano wait
  printf("%s %ld, %s %ld\n", lhs, left, rhs, right);
  return right == 126 ? 0 : 1;
}
