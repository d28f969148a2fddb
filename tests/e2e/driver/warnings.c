// Clang's warnings come once (the plugin parses twice: to translate, then to
// compile) and -Werror still fails the compile, leaving no object.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fplugin=%plugin -Wall -c %s -o %t/w.o 2>&1 | %FileCheck %s
// RUN: %nanocc -Wall -c %s -o %t/w2.o 2>&1 | %FileCheck %s
// RUN: not %nanocc -Wall -Werror -c %s -o %t/werror.o 2>&1 | %FileCheck %s --check-prefix=WERROR
// RUN: not ls %t/werror.o
// CHECK: warnings.c:[[@LINE+9]]:7: warning: unused variable 'unused'
// CHECK-NOT: warning:
// CHECK: 1 warning generated.
// CHECK-NOT: warning
// WERROR: warnings.c:[[@LINE+5]]:7: error: unused variable 'unused' [-Werror,-Wunused-variable]
#include <stdio.h>

int main(void) {
  int result = 0;
  int unused;
#pragma nano task
  result = 3;
  printf("%d\n", result);
  return 0;
}
