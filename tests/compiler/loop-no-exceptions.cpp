// C++ built with -fno-exceptions: a `#pragma nano loop` compiles, in a function
// (outlined body) and in a template (the body as a lambda), with no try around
// the iterations (bb56 7: "cannot use 'try' with exceptions disabled"). With
// exceptions the iterations are in a try, which records the lowest one that threw.
// RUN: %translate %s -- -std=c++17 -fno-exceptions > %t.cpp
// RUN: %FileCheck %s --check-prefix=NOEXC < %t.cpp
// RUN: %clangxx -fsyntax-only -std=c++17 -fno-exceptions -Wall -Werror -I %runtime_include %t.cpp
// RUN: %translate %s -- -std=c++17 > %t.exc.cpp
// RUN: %FileCheck %s --check-prefix=EXC < %t.exc.cpp
// RUN: %clangxx -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.exc.cpp
// NOEXC-NOT: {{^[^/]*}}catch (...)
// EXC: catch (...)
#include <vector>

void scale(std::vector<double> &v, double k) {
  #pragma nano loop
  for (int i = 0; i < static_cast<int>(v.size()); i++) v[i] *= k;
}

template <typename T>
void shift(std::vector<T> &v, T d) {
  #pragma nano loop
  for (int i = 0; i < static_cast<int>(v.size()); i++) v[i] += d;
}

int main() {
  std::vector<double> v(100, 1.0);
  std::vector<long> w(100, 1);
  scale(v, 2.0);
  shift(w, 3L);
  return static_cast<int>(v[5] + static_cast<double>(w[5]));
}
