// nanocc compiles .c as C; nanocc++ compiles it as C++ (like c++).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc %s -o %t/c && %t/c | %FileCheck %s --check-prefix=C
// RUN: %nanoccxx -Wno-deprecated %s -o %t/cxx && %t/cxx | %FileCheck %s --check-prefix=CXX
// C: compiled as C
// CXX: compiled as C++
#include <stdio.h>

int main(void) {
#ifdef __cplusplus
  puts("compiled as C++");
#else
  puts("compiled as C");
#endif
  return 0;
}
