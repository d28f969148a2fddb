// Forms whose generated code once tripped the user's warnings: a loop variable
// declared before the loop (-Wunused-but-set-variable), C89 declarations
// (-Wdeclaration-after-statement, -std=gnu89's -Wgcc-compat), and a function
// with an if() cut-off, whose sequential copy repeated its warnings.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -std=gnu89 -Wall -Wextra -Wdeclaration-after-statement -Wno-unknown-pragmas -Werror -DCLEAN %s -o %t/elision
// RUN: %nanocc -std=gnu89 -Wall -Wextra -Wdeclaration-after-statement -Werror -DCLEAN %s -o %t/app
// RUN: %nanocc -std=c11 -Wall -Wextra -Wdeclaration-after-statement -Werror -DCLEAN -c %s -o %t/c11.o
// RUN: %t/elision > %t/expected
// RUN: %t/app > %t/got
// RUN: diff %t/expected %t/got
// The user's own warning, once (the cut-off's sequential copy is quiet).
// RUN: %nanocc -Wall -c %s -o %t/warns.o 2>&1 | %FileCheck %s
// CHECK: warning-flags-forms.c:[[@LINE+7]]:{{[0-9]+}}: warning: unused variable 'unused_local'
// CHECK-NOT: unused variable
// CHECK: 1 warning generated.
#include <stdio.h>

static long fib(int n) {
#ifndef CLEAN
  int unused_local;
#endif
  long x, y;
  if (n < 2) return n;
  #pragma nano task if(n > 12)
  x = fib(n - 1);
  #pragma nano task if(n > 12)
  y = fib(n - 2);
  return x + y;
}

static void scale(double *v, int n, double f) {
  int i;
  #pragma nano loop
  for (i = 0; i < n; i++) v[i] *= f;
}

static long total_of(const int *data, int n) {
  long total = 0;
  int i;
  #pragma nano parallel
  {
    #pragma nano loop reduction(+: total)
    for (i = 0; i < n; i++) total += data[i];
  }
  return total;
}

int main(void) {
  static double v[100];
  static int d[100];
  int k;
  for (k = 0; k < 100; k++) { v[k] = k; d[k] = k; }
  scale(v, 100, 2.0);
  printf("%ld %.1f %ld\n", fib(20), v[99], total_of(d, 100));
  return 0;
}
