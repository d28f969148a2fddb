// A narrowing integer conversion wraps: `a[(unsigned char)i]` is no affine
// subscript in i (iterations i and i + 256 write one element), and a long
// passed to an int parameter (`put(a, big)`) selects the element of the
// converted value. The loop is refused; the task registers the converted
// section, so it orders with a task on a[3].
// E2E
// RUN: not %translate %s -- -std=c11 -DLOOP 2>&1 | %FileCheck %s --check-prefix=LOOP
// RUN: %translate %s -- -std=c11 > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

long a[256];
static void put(long *p, int off) { p[off] = p[off] * 2 + 1; }

int main(void) {
#ifdef LOOP
  // LOOP: error: cannot prove that iterations are independent: 'a[(unsigned char)i]' and itself may access the same element of 'a'
  #pragma nano loop
  for (int i = 0; i < 512; i++) a[(unsigned char)i] += i;
#endif
  long big = (1L << 32) + 3;
  a[3] = 1;
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)&(a) + ((((int)(big))) * 8)), nano_len_((long long)((((int)(big))) * 8 + 8 - (((int)(big))) * 8)));
  #pragma nano task
  put(a, big);
  #pragma nano task
  a[3] = a[3] * 5;
  #pragma nano wait
  printf("%ld\n", a[3]);
  return 0;
}
