// The standard library's string conversions and operators on numbers,
// strings and C strings (`"item-" + std::to_string(k)`, `std::stoi(s)`,
// `a == b`) access their arguments only (and the heap, for the result): a
// callee building a local std::string no longer "may access any global", so
// tasks calling it run in parallel.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <string>

static size_t label_len(int k) {
  std::string s = "item-" + std::to_string(k);
  return s.size();
}
static int round_trip(int k) {
  std::string s = std::to_string(k * 3);
  size_t used = 0;
  int v = std::stoi(s, &used);
  return s == "0" ? -1 : v + static_cast<int>(used);
}

int main() {
  size_t a = 0, b = 0;
  int c = 0, d = 0;
  // EXPLAIN-NOT: warning
  // EXPLAIN: task-std-string-values.cpp:[[@LINE+2]]:3: remark: task write 'a'
  #pragma nano task
  a = label_len(7);
  #pragma nano task
  b = label_len(12345);
  #pragma nano task
  c = round_trip(0);
  #pragma nano task
  d = round_trip(41);
  #pragma nano wait
  std::printf("%zu %zu %d %d\n", a, b, c, d);
  return 0;
}
