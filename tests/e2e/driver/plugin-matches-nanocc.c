// The plugin produces the object nanocc produces (byte for byte: nanocc runs
// the same plugin), for -c, -S and -emit-llvm; both programs print the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -O2 -c %s -o %t/nanocc.o
// RUN: %clang -fplugin=%plugin -O2 -c %s -o %t/plugin.o
// RUN: cmp %t/nanocc.o %t/plugin.o
// RUN: %nanocc %t/nanocc.o -o %t/nanocc-app
// RUN: %clang %t/plugin.o %link_runtime -o %t/plugin-app
// RUN: %t/nanocc-app > %t/nanocc.out && %t/plugin-app > %t/plugin.out
// RUN: diff %t/nanocc.out %t/plugin.out
// RUN: %FileCheck %s < %t/plugin.out
// RUN: %clang -fplugin=%plugin -O2 -S %s -o %t/plugin.s
// RUN: %FileCheck %s --check-prefix=ASM < %t/plugin.s
// RUN: %clang -fplugin=%plugin -O2 -S -emit-llvm %s -o %t/plugin.ll
// RUN: %FileCheck %s --check-prefix=IR < %t/plugin.ll
// RUN: %clang -fplugin=%plugin -O2 -c -emit-llvm %s -o %t/plugin.bc
// RUN: od -A n -t x1 -N 4 %t/plugin.bc | %FileCheck %s --check-prefix=BC
// CHECK: fib(25) = 75025
// ASM: main:
// IR: define {{.*}}i32 @main(
// BC: 42 43 c0 de
#include <stdio.h>

static long fib(int n) {
  if (n < 2)
    return n;
  long x, y;
#pragma nano task if(n > 15)
  x = fib(n - 1);
#pragma nano task if(n > 15)
  y = fib(n - 2);
  return x + y;
}

int main(void) {
  printf("fib(25) = %ld\n", fib(25));
  return 0;
}
