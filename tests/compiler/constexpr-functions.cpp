// Directives in constexpr functions: the lowered body becomes a lambda called
// only at run time, and constant evaluation runs the function's original body
// (pragmas blanked), so static_assert still works. Before, the translation did
// not compile ("variable of non-literal type 'std::exception_ptr' cannot be
// defined in a constexpr function", at a column of the generated line).
// Templates, members, lambdas written constexpr and lambdas of a constexpr
// function alike; another lambda (which clang may deem constexpr) is left alone.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

constexpr int triangle(int n) {
  int s = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) s += i;
  return s;
}
// CHECK-LABEL: constexpr int triangle(int n) { if (__builtin_is_constant_evaluated()) {
// CHECK-NEXT: int s = 0;
// CHECK: for (int i = 0; i < n; i++) s += i;
// CHECK: } else
// CHECK-NEXT: #line {{[0-9]+}}
// CHECK-NEXT: return [&]() -> int {
// CHECK: nano_parallel_reduce
// CHECK: }(); }
static_assert(triangle(4) == 6, "constant evaluation runs the elision");

constexpr long fib(int n) {
  if (n < 2) return n;
  long x = 0, y = 0;
  #pragma nano task
  x = fib(n - 1);
  #pragma nano task
  y = fib(n - 2);
  return x + y;
}
// CHECK-LABEL: constexpr long fib(int n) { if (__builtin_is_constant_evaluated()) {
// CHECK: return [&]() -> long {
// CHECK: nano_submit
static_assert(fib(10) == 55, "");

template <class T> constexpr T total(const T *a, int n) {
  T s = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
// CHECK-LABEL: template <class T> constexpr T total(const T *a, int n) { if (__builtin_is_constant_evaluated()) {
// CHECK: return [&]() -> T {
constexpr int four[4] = {1, 2, 3, 4};
static_assert(total(four, 4) == 10, "");

struct Squares {
  int v[8] = {};
  constexpr void fill(int n) {
    #pragma nano loop
    for (int i = 0; i < n; i++) v[i] = i * i;
  }
  // CHECK-LABEL: constexpr void fill(int n) { if (__builtin_is_constant_evaluated()) {
  // CHECK: [&]() -> void {
  constexpr int sum() const {
    int s = 0;
    for (int i = 0; i < 8; i++) s += v[i];
    return s;
  }
};
constexpr int squares() {
  Squares q;
  q.fill(8);
  return q.sum();
}
static_assert(squares() == 140, "");

// A lambda of a constexpr function runs in its constant evaluation too.
constexpr int doubled(int n) {
  int s = 0;
  auto add = [&](int k) {
    #pragma nano task
    s += 2 * k;
  };
  for (int i = 0; i < n; i++) add(i);
  return s;
}
// CHECK-LABEL: constexpr int doubled(int n) {
// CHECK: auto add = [&](int k) { if (__builtin_is_constant_evaluated()) {
static_assert(doubled(4) == 12, "");

int main(int argc, char **) {
  int n = 20 + argc;
  double d[5] = {1.5, 2.5, 3, 4, 5};
  Squares q;
  q.fill(8);
  auto halves = [](int m) constexpr {
    int s = 0;
    #pragma nano loop
    for (int i = 0; i < m; i++) s += i / 2;
    return s;
  };
  // CHECK: auto halves = [](int m) constexpr { if (__builtin_is_constant_evaluated()) {
  static_assert(halves(5) == 4, "");
  auto plain = [](int m) {
    int s = 0;
    #pragma nano loop
    for (int i = 0; i < m; i++) s += i;
    return s;
  };
  // CHECK: auto plain = [](int m) {
  // CHECK-NOT: __builtin_is_constant{{_}}evaluated
  // CHECK: std::printf
  std::printf("%d %ld %g %d %d %d %d\n", triangle(n), fib(n), total(d, 5), q.sum(), halves(n), plain(n), doubled(n));
  return 0;
}
// WARN-NOT: warning:
