// Variables whose type `auto` deduced from a library call (an iterator, the
// result of std::make_unique<T[]>) are spelt fully qualified in the argument
// block (the deduced sugar names library-internal templates unqualified).
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

static int total(std::vector<int>::const_iterator b, std::vector<int>::const_iterator e) {
  int s = 0;
  for (; b != e; ++b) s += *b;
  return s;
}

int main() {
  auto up = std::make_unique<int[]>(16);
  #pragma nano task
  up[3] = 42;
  // WARN: task-auto-library-types.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'up[3]' cannot be bounded; name the memory it accesses in an in/out/inout clause
  std::vector<int> v(10, 1);
  auto it = v.begin() + 3;
  #pragma nano task
  *it = 42;
  auto it2 = v.begin() + 3;
  bool same = false;
  #pragma nano task
  same = (it == it2);
  std::map<int, int> m{{1, 2}};
  auto mi = m.begin();
  #pragma nano task 
  mi->second += 40;
  auto cb = v.cbegin();
  auto ce = v.cend();
  int s = 0;
  #pragma nano task
  s = total(cb, ce);
  std::printf("%d %d %d %d %d\n", up[3], v[3], m[1], s, (int)same);
  return 0;
}
