// --keep leaves the translated source next to the output as <name>.nano.c (and
// the plugin's keep= writes it where asked); without --keep nothing is left.
// RUN: rm -rf %t && mkdir -p %t/bin %t/obj %t/plain
// RUN: %nanocc -O2 --keep %s -o %t/bin/app
// RUN: %FileCheck %s --check-prefix=KEPT < %t/bin/keep.nano.c
// RUN: %t/bin/app | %FileCheck %s --check-prefix=OUT
// RUN: %nanocc --keep -c %s -o %t/obj/keep.o
// RUN: %FileCheck %s --check-prefix=KEPT < %t/obj/keep.nano.c
// RUN: %clang -fplugin=%plugin -fplugin-arg-nano-keep=%t/plugin-kept.c -c %s -o %t/plugin.o
// RUN: %FileCheck %s --check-prefix=KEPT < %t/plugin-kept.c
// RUN: %nanocc %s -o %t/plain/app
// RUN: ls %t/plain | %FileCheck %s --check-prefix=PLAIN
// KEPT: #include <nano/nano.h>
// KEPT: #line {{[0-9]+}} "{{.*}}keep.c"
// OUT: 42
// PLAIN-NOT: nano.c
// PLAIN: app
// PLAIN-NOT: nano.c
#include <stdio.h>

int main(void) {
  int answer = 0;
#pragma nano task
  answer = 6 * 7;
  printf("%d\n", answer);
  return 0;
}
