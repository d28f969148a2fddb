// C++: a constant local (`constexpr int N = 8;`, `const int K = 3;`) that a
// task or a loop body uses is declared again in the outlined copy with its
// value, rather than copied into the argument block: it stays a constant
// expression there (a template argument, a case label, a lambda naming it
// without capturing it, static_assert). `decltype(x)` of a variable captured
// by address is its declared type, not a reference to it (probe12 R3, W3).
// RUN: %translate %s > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
long constants(long sel) {
  constexpr int N = 8;
  const int K = 3;
  const long Big = -9000000000L;
  long out = 0, out2 = sel, out3 = 0;
  #pragma nano task
  { std::array<long, N> t{}; t[K] = 5; out = t[K] + (long)t.size(); static_assert(N == 8, ""); }
  #pragma nano task
  switch (out2) { case K: out2 = -1; break; default: out2 = N + Big; }
  #pragma nano task
  out3 = [] { return N * K; }();
  #pragma nano wait
  long c[N];
  #pragma nano loop
  for (int i = 0; i < N; i++) { std::array<long, K> t{}; t[K - 1] = i; c[i] = t[K - 1]; }
  // CHECK-LABEL: long constants(
  // CHECK: (void)K; nano_la_.c = c;
  // CHECK: void nano_body_1(
  // CHECK: {{^}}  constexpr int K = static_cast<int>(3ll);
  // CHECK: static void nano_task_2(
  // CHECK: (void)nano_a_; constexpr int N = static_cast<int>(8ll); (void)N; constexpr int K = static_cast<int>(3ll); (void)K;
  // CHECK: static void nano_task_3(
  // CHECK: (void)nano_a_; constexpr int K = static_cast<int>(3ll); (void)K; constexpr int N = static_cast<int>(8ll); (void)N; constexpr long Big = static_cast<long>(-9000000000ll); (void)Big;
  // CHECK: switch ((*nano_a_->out2)) { case K: (*nano_a_->out2) = -1; break; default: (*nano_a_->out2) = N + Big; }
  // CHECK: static void nano_task_4(
  // CHECK: out3) = [] { return N * K; }();
  return out + out2 + out3 + c[7];
}
long declared_types() {
  int arr[4] = {1, 2, 3, 4};
  long x = 10, out = 0;
  #pragma nano task
  { decltype(arr) c = {9, 9, 9, 9}; decltype(x) y = x; y += 5; out = sizeof(c) + c[0] + arr[1] + y; x = y; }
  // CHECK: static void nano_task_5(void *nano_p_) {
  // CHECK: { std::remove_reference<decltype((*nano_a_->arr))>::type c = {9, 9, 9, 9}; std::remove_reference<decltype((*nano_a_->x))>::type y = (*nano_a_->x);
  return out + x;
}
