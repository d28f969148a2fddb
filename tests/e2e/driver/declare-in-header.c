// `#pragma nano declare` in an included header, and a nested task the translation
// leaves in place, warn nowhere under -Wall: the compile of the translated file
// knows `#pragma nano` (no -Wunknown-pragmas, so -Werror builds pass).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -Wall -Werror -I %S/Inputs -c %s -o %t/n.o 2>&1 | %FileCheck %s --allow-empty
// RUN: %clang -fplugin=%plugin -Wall -Werror -I %S/Inputs -c %s -o %t/p.o 2>&1 | %FileCheck %s --allow-empty
// RUN: ls %t/n.o %t/p.o
// CHECK-NOT: unknown pragma
// CHECK-NOT: error:
#include "declare-in-header.h"

double total;

void sum_of(const double *v, int n, double *out) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  *out = s;
}

int main(void) {
  double v[3] = {1, 2, 3};
  double o = 0;
#pragma nano task
  sum_of(v, 3, &o);
  total = o;
  return (int)total == 6 ? 0 : 1;
}
