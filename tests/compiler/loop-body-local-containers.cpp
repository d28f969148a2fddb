// C++: a std::array, std::vector or std::string declared inside a loop's body
// is the iteration's own, elements included, as a local C array is (probe12 R2:
// "'t[3]' may access any memory (the pointer 't.data()' changes inside the
// statement)"). A container declared outside the body, or a reference to one,
// is not.
// RUN: %translate %s --explain > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -DSHARED 2>&1 | %FileCheck %s --check-prefix=SHARED
#include <array>
#include <string>
#include <vector>
long own(long *out, long *out2, long *out3) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) { std::array<long, 4> t{}; t[3] = i; out[i] = t[3] * 2; }
  // CHECK: loop-body-local-containers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 100; i++) { std::vector<long> t(4); t[3] = i; out2[i] = t[3] * 3; }
  // CHECK: loop-body-local-containers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 100; i++) { std::string s(8, 'a'); s[2] = (char)('a' + i % 26); out3[i] = s[2]; }
  // CHECK: loop-body-local-containers.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  return out[99] + out2[99] + out3[99];
}
#ifdef SHARED
long shared(long *out, std::vector<long> &v) {
  std::vector<long> t(4);
  #pragma nano loop
  for (int i = 0; i < 100; i++) { t[3] = i; out[i] = t[3]; }
  // SHARED: loop-body-local-containers.cpp:[[@LINE-1]]:35: error: loop-carried dependence
  #pragma nano loop
  for (int i = 0; i < 100; i++) { std::vector<long> &r = v; r[3] = i; out[i] = r[3]; }
  // SHARED: loop-body-local-containers.cpp:[[@LINE-1]]:
  return out[0];
}
#endif
