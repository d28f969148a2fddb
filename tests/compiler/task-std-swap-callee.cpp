// std::swap and std::exchange of numbers, plain records and standard
// containers access their reference arguments only: a callee swapping two
// elements (`std::swap(a[i], a[j])`) registers those elements, and tasks on
// distinct elements run in parallel. A class of the program's own may do
// anything in its move operations (here: count them in a global), so
// swapping two of them stays "any memory" and its task runs in the creator.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <utility>
#include <vector>

static void exchange_ends(int *a, int i, int j) { std::swap(a[i], a[j]); }
static int take(int &slot, int v) { return std::exchange(slot, v); }

static long moves = 0;
struct Counted {
  int v = 0;
  Counted() = default;
  Counted(Counted &&o) noexcept : v(o.v) { moves++; }
  Counted &operator=(Counted &&o) noexcept { v = o.v; moves++; return *this; }
};
static void swap_counted(Counted *c) { std::swap(c[0], c[1]); }

int main() {
  int a[100];
  for (int i = 0; i < 100; i++) a[i] = i;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(a)), static_cast<size_t>(4)); nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(a)) + (36)), static_cast<size_t>(4));
  #pragma nano task
  exchange_ends(a, 0, 9);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(a)) + (200)), static_cast<size_t>(4)); nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(a)) + (236)), static_cast<size_t>(4));
  #pragma nano task
  exchange_ends(a, 50, 59);
  int old = 0;
  #pragma nano task
  old = take(a[70], -1);
  std::vector<int> u(3, 1), w(5, 2);
  #pragma nano task
  std::swap(u, w);
  Counted c[2];
  c[1].v = 7;
  // EXPLAIN: task-std-swap-callee.cpp:[[@LINE+2]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  swap_counted(c);
  #pragma nano wait
  std::printf("%d %d %d %d %d %d %zu %zu %d %ld\n", a[0], a[9], a[50], a[59], a[70], old, u.size(), w.size(), c[0].v,
              moves);
  return 0;
}
