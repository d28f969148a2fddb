// Several sources, -I/-D, one-step build, separate -c then link, and -c of
// several files at once (objects named after the sources, in the current directory),
// arguments from a response file (@file).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -O2 -I%S/Inputs -DOFFSET=1 %s %S/Inputs/square.c -o %t/app
// RUN: %t/app | %FileCheck %s --check-prefix=OFFSET1
// RUN: %nanocc -O2 -I%S/Inputs -c %s -o %t/main.o
// RUN: %nanocc -O2 -c %S/Inputs/square.c -o %t/square.o
// RUN: %nanocc %t/main.o %t/square.o -o %t/app2
// RUN: %t/app2 | %FileCheck %s --check-prefix=OFFSET0
// RUN: cd %t && %nanocc -I%S/Inputs -c %s %S/Inputs/square.c
// RUN: %nanocc %t/link-multiple-files.o %t/square.o -lm -o %t/app3
// RUN: %t/app3 | %FileCheck %s --check-prefix=OFFSET0
// RUN: echo '-O2 -I%S/Inputs %s %S/Inputs/square.c -o %t/app4' > %t/args.rsp
// RUN: %nanocc @%t/args.rsp && %t/app4 | %FileCheck %s --check-prefix=OFFSET0
// RUN: not %nanocc -c %s %S/Inputs/square.c -o %t/both.o 2>&1 | %FileCheck %s --check-prefix=MULTI
// OFFSET1: sum of squares = 295
// OFFSET0: sum of squares = 285
// MULTI: nanocc: error: cannot specify -o when generating multiple output files
#include <stdio.h>

#include "square.h"

int main(void) {
  int squares[10];
  for (int i = 0; i < 10; i++) {
#pragma nano task
    squares[i] = square(i);
  }
  int sum = 0;
  for (int i = 0; i < 10; i++)
    sum += squares[i];
  printf("sum of squares = %d\n", sum);
  return 0;
}
