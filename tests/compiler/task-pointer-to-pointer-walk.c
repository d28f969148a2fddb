// A task reaching an element through a pointer loaded from another pointer
// (`(*pp)[0] = (*pp)[1] + 1` while pp walks an array of row pointers): the
// loaded pointer `*pp` is a pointer expression like `s.p`, so the task
// registers the row elements at the address it holds, and reads the slot
// `*pp` itself (black-box r09: it ran in its creator, "the accessed object
// cannot be named"). Rows that two slots share are ordered by those
// registrations: the second walk below updates r0 twice.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static double heavy(double v) {
  for (int k = 0; k < 20000; k++) v = v * 0.999 + 1.0;
  return v;
}

int main(void) {
  double r0[2] = {1, 2}, r1[2] = {3, 4};
  double *rows[2] = {r0, r1};
  // CHECK: for (double **pp = rows; pp != rows + 2; ++pp) {
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)(pp), (size_t)8);
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)(*pp), (size_t)8);
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, (const void *)((const char *)(*pp) + (8)), (size_t)8);
  // CHECK-NEXT: {{^  }$}}
  for (double **pp = rows; pp != rows + 2; ++pp) {
    #pragma nano task
    (*pp)[0] = heavy((*pp)[1]);
  }
  printf("%.3f %.3f\n", r0[0], r1[0]);
  double *same[2] = {r0, r0};
  for (double **pp = same; pp != same + 2; ++pp) {
    #pragma nano task
    (*pp)[1] = heavy((*pp)[1]) + (*pp)[0];
  }
  printf("%.3f %.3f\n", r0[1], r1[1]);
  return 0;
}
