// A task calling a standard library template on iterators the analysis
// cannot bound (`std::sort(v.begin(), h)` with `h` a variable the function
// changes; an unchanged one is its initialiser's position): the task runs
// in its creator, and the note says what to write, an in/out/inout clause.
// It used to say the function "has no body in this file" and suggest a
// `#pragma nano declare`, which a library template needs no more than it
// could take (black-box r07). With the clause, the task is created.
// RUN: %translate %s -- -std=c++17 2>&1 >/dev/null | %FileCheck %s
// RUN: %translate %s -- -std=c++17 -DCLAUSE > %t.cpp 2> %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %FileCheck %s --check-prefix=CLAUSE < %t.cpp
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v{5, 3, 9, 1, 7, 2};
  auto h = v.begin() + 3;
  if (v[0] > 4) ++h; // h changes: where it points is not its initialiser
#ifdef CLAUSE
  // CLAUSE: nano_create(
  #pragma nano task inout(v)
#else
  // CHECK: task-library-template-note.cpp:[[@LINE+5]]:3: warning: task runs in the creating nano-thread: the memory reached through 'h' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // CHECK: task-library-template-note.cpp:[[@LINE+4]]:3: note: 'std::sort' is a library function whose accesses through these arguments cannot be bounded (its body is not analysed); name the memory it reaches in an in/out/inout clause, such as inout(v) for a whole container v
  // CHECK-NOT: has no body in this file
  #pragma nano task
#endif
  std::sort(v.begin(), h);
  std::printf("%d\n", v[0]);
}
