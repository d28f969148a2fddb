// -E, -fsyntax-only, -S and -MD through nanocc and the plugin.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -E -DGREETING='"hi"' %s | %FileCheck %s --check-prefix=PP
// RUN: %clang -fplugin=%plugin -E -DGREETING='"hi"' %s | %FileCheck %s --check-prefix=PP
// RUN: %nanocc -fsyntax-only -DGREETING='"hi"' %s
// RUN: %nanocc -S -DGREETING='"hi"' %s -o %t/stages.s
// RUN: %FileCheck %s --check-prefix=ASM < %t/stages.s
// RUN: %nanocc -MD -MF %t/stages.d -DGREETING='"hi"' -c %s -o %t/stages.o
// RUN: %FileCheck %s --check-prefix=DEPS < %t/stages.d
// PP: puts("hi");
// ASM: main:
// DEPS: stages.o:
// DEPS-NEXT: stages.c
// DEPS-DAG: nano/nano.h
// DEPS-DAG: stdio.h
#include <stdio.h>

int main(void) {
  int shown = 0;
#pragma nano task
  shown = puts(GREETING);
  return shown < 0;
}
