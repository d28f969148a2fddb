// A task on one element of a std::vector (`v[i] = f(i)`, `v[i] += x`)
// registers that element and a read of the vector's header, not the whole
// vector: tasks on distinct elements run in parallel, and the next creation
// (which reads the header to find v[i + 1]) does not wait for them. Before,
// each task wrote the vector whole and every creation waited for the task
// before it. A task on the vector whole registers its buffer, which holds
// the elements (ordered with them at run time); a later statement of the
// creator still waits (at compile time the element stands for the vector).
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

static long work(long x) {
  long s = 0;
  for (long i = 0; i < 2000 + x; i++) s += (i * x) % 7;
  return s;
}
static long sum(const std::vector<long> &v) {
  long s = 0;
  for (long e : v) s += e;
  return s;
}
static void scale(long *p, int n) {
  for (int i = 0; i < n; i++) p[i] *= 3;
}

int main() {
  std::vector<long> v(8, 1);
  // EXPLAIN-NOT: wait inserted here: this statement reads 'v' which a task writes in an earlier iteration
  for (int i = 0; i < 8; i++) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(v)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(v[i]))), static_cast<size_t>(8));
    #pragma nano task
    v[i] = work(i);
  }
  long total = 0;
  // The whole vector, after the element tasks (its buffer holds their elements).
  // CHECK: if ((v).data()) nano_access(nano_t_, NANO_IN, nano_bytes_((v).data())
  #pragma nano task
  total = sum(v);
  for (int i = 0; i < 8; i += 2) {
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(v)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_INOUT, nano_bytes_((&(v[i]))), static_cast<size_t>(8));
    #pragma nano task
    v[i] += total;
  }
  // Through the buffer's address: after the element tasks above.
  #pragma nano task
  scale(v.data(), 8);
  // EXPLAIN: task-vector-element-registration.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'v' which a task writes
  std::printf("%ld %ld %ld\n", total, sum(v), v[7]);
  v.push_back(5);
  for (int i = 0; i < 9; i++) {
    #pragma nano task
    v[i] = v[i] * 2 + i;
  }
  std::printf("%ld\n", sum(v));
  return 0;
}
