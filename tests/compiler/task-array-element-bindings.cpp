// A structured binding to an element of a std::array (`auto &[k, v] = ap[i];`
// over pairs, a tuple-like type whose bindings go through get<>) names that
// element: a task writing `k` registers it (black-box r15: it ran in its
// creator, "the accessed object cannot be named"). Binding the reference
// reads nothing, since a std::array's elements are its own bytes: the loop's
// creations wait for no earlier task. Reads through such a reference, or of
// the array, still wait for the task writing the element.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WAITS < %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <cstdio>
#include <utility>

static long slow(long x) {
  for (int k = 0; k < 20000; k++) x = (x * 3 + 11) % 40009;
  return x;
}

int main() {
  std::array<std::pair<int, long>, 4> ap{};
  for (int i = 0; i < 4; i++) ap[i].second = 10 * i + 3;
  // CHECK: auto &[k, v] = ap[i];
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((ap.data())) + (i * 16)), nano_len_(static_cast<long long>((i * 16 + 16 - i * 16))));
  // CHECK-NEXT: {{^  } catch \(\.\.\.\) \{ nano_rethrow_first_\(\); \} }$}}
  for (int i = 0; i < 4; i++) {
    auto &[k, v] = ap[i];
    #pragma nano task
    k = int(slow(v) % 7);
  }
  std::array<long, 4> a{1, 2, 3, 4};
  #pragma nano task
  a[2] = slow(a[2]);
  long &e = a[2];
  // WAITS: task-array-element-bindings.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'e' which a task writes
  long x = e;
  auto &f = a.at(3);
  #pragma nano task
  f = slow(f);
  // WAITS: task-array-element-bindings.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'a' which a task writes
  long y = a[3];
  std::printf("%d %d %ld %ld\n", ap[0].first, ap[3].first, x, y);
  return 0;
}
