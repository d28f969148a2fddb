// A source clang rejects: clang's diagnostic, a non-zero exit, and no output
// file, from nanocc (-c and link) and from the plugin. Warnings are reported
// once (not once per parse), and -Werror turns them into a failed compile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %nanocc -c %s -o %t/bad.o 2>&1 | %FileCheck %s
// RUN: not ls %t/bad.o
// RUN: not %nanocc %s -o %t/bad 2>&1 | %FileCheck %s
// RUN: not ls %t/bad
// RUN: not %clang -fplugin=%plugin -c %s -o %t/bad-plugin.o 2>&1 | %FileCheck %s
// RUN: not ls %t/bad-plugin.o
// RUN: ls %t | count 0
// CHECK: bad-source.c:[[@LINE+8]]:10: error: use of undeclared identifier 'undeclared'
// CHECK: 1 error generated.
#include <stdio.h>

int main(void) {
  int value = 0;
#pragma nano task
  value = 1;
  return undeclared + value;
}
