// A catch parameter inside a task (`catch (int code)`) is the handler's own
// variable: the task neither captures nor registers it, and distinct tasks
// run in parallel.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

struct Odd { int value; };
static int parse(int i) {
  if (i % 3 == 0) throw i;
  if (i % 3 == 1) throw Odd{i * 10};
  return i;
}

int main() {
  long part[6] = {0};
  // EXPLAIN-NOT: warning
  // EXPLAIN-NOT: wait inserted
  for (int i = 0; i < 6; ++i) {
    // CHECK-NOT: nano_bytes_(&(code))
    // CHECK-NOT: nano_bytes_(&(odd))
    // CHECK: nano_access(nano_t_, NANO_OUT, (nano_bytes_(&(part)) + (i * 8)), nano_len_(static_cast<long long>((i * 8 + 8 - i * 8))));
    #pragma nano task
    try { part[i] = parse(i); } catch (int code) { part[i] = -code; } catch (const Odd &odd) { part[i] = odd.value; }
  }
  #pragma nano wait
  for (long p : part) std::printf("%ld ", p);
  std::printf("\n");
  return 0;
}
