// The generated code is C11 (C99 and GNU C89 compile it too) and C++17: an
// older standard is refused once, at the first directive, saying which
// standard to use, instead of with errors in code the user never wrote.
// RUN: not %translate %s -- -std=c89 2>&1 | %FileCheck %s --check-prefix=C89
// RUN: %translate %s -- -std=gnu89 > %t.c
// RUN: %clang -std=gnu89 -fsyntax-only -I %runtime_include %t.c
// RUN: %translate %s -- -std=c99 > %t99.c
// RUN: %clang -std=c99 -fsyntax-only -I %runtime_include %t99.c
// RUN: not %translate %s -- -x c++ -std=c++14 2>&1 | %FileCheck %s --check-prefix=CXX14
// RUN: %translate %s -- -x c++ -std=c++17 > %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -I %runtime_include %t.cpp
int twice(int *a, int n) {
  int i;
  for (i = 0; i < n; i++) {
    // C89: language-standard-too-old.c:[[@LINE+2]]:5: error: '#pragma nano task' needs C11 or later: the code generated for it is C11; compile with -std=c11 or a later standard
    // CXX14: language-standard-too-old.c:[[@LINE+1]]:5: error: '#pragma nano task' needs C++17 or later: the code generated for it is C++17; compile with -std=c++17 or a later standard
    #pragma nano task
    a[i] = 2 * i;
  }
  // C89-NOT: error:
  // CXX14-NOT: error:
  #pragma nano wait
  return a[0] + a[n - 1];
}
