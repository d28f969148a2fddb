// Inputs the plugin compiles untouched: a header made into a PCH (CMake's
// precompiled headers), and LLVM IR; the translated source uses the PCH.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fplugin=%plugin -x c-header -c %S/Inputs/common.h -o %t/common.h.pch
// RUN: %clang -fplugin=%plugin -include-pch %t/common.h.pch -I%S/Inputs -c %s -o %t/pch.o
// RUN: %clang %t/pch.o %link_runtime -o %t/pch-app
// RUN: %t/pch-app | %FileCheck %s
// RUN: %clang -Wno-unknown-pragmas -I%S/Inputs -S -emit-llvm %s -o %t/ir.ll
// RUN: %clang -fplugin=%plugin -c %t/ir.ll -o %t/ir.o
// RUN: %clang %t/ir.o -o %t/ir-app
// RUN: %t/ir-app | %FileCheck %s
// CHECK: 42
#include "common.h"

int main(void) {
  int value = 0;
#pragma nano task
  value = twice(21);
  printf("%d\n", value);
  return 0;
}
