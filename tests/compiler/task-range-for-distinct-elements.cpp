// A task per element of a range-based for over a container or an array,
// writing the element through the loop's reference (`for (auto &row : rows)`
// with a task that updates `row`): each iteration's reference names another
// element, so a creation, which reads its own element (the row's header for
// data() and size()), does not wait for the task of an earlier iteration
// (black-box s05: every iteration waited, 8 rows took 8 task times). The
// statement after the loop reading the rows waits for all of them.
// Elements that are pointers may point to one object: a task writing `*p`
// through the reference registers what `p` holds, so the runtime orders the
// tasks on it (before, it registered the pointer element itself, `&p`: the
// tasks below raced on one counter, wrong sums with 2 and 4 workers). Only
// accesses inside the element count as distinct: one past it (`(&c)[1]`)
// is the next iteration's element.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WAITS < %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <cstdio>
#include <list>
#include <vector>

static long heavy(long v) {
  for (long k = 0; k < 20000; k++) v = (v * 48271 + k) % 2147483647;
  return v;
}

// CHECK-LABEL: long vector_rows(
long vector_rows() {
  std::vector<std::vector<long>> rows(8, std::vector<long>(3, 1));
  // CHECK: for (auto &row : rows) {
  // CHECK-NOT: nano_wait
  // CHECK: nano_submit_release(nano_t_); }
  // CHECK-NEXT: }
  for (auto &row : rows) {
    #pragma nano task
    for (auto &x : row) x = heavy(x);
  }
  long s = 0;
  // WAITS: task-range-for-distinct-elements.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement writes 'rows' which a task writes
  for (auto &r : rows) s ^= r[0] + r[2];
  return s;
}

struct cell { long v; long w; };

// CHECK-LABEL: long list_and_array(
long list_and_array() {
  std::list<cell> cells(6, cell{2, 0});
  cell arr[5] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}};
  // CHECK: for (cell &c : cells) {
  // CHECK-NOT: nano_wait
  // CHECK: nano_submit_release(nano_t_); }
  // CHECK-NEXT: }
  for (cell &c : cells) {
    #pragma nano task
    c.w = heavy(c.v);
  }
  // CHECK: for (auto &c : arr) {
  // CHECK-NOT: nano_wait
  // CHECK: nano_submit_release(nano_t_); }
  // CHECK-NEXT: }
  for (auto &c : arr) {
    #pragma nano task
    { c.w = heavy(c.v); c.v += 1; }
  }
  long s = 0;
  for (const cell &c : cells) s += c.w % 7;
  for (const cell &c : arr) s += c.w % 5 + c.v;
  return s;
}

// A task writing past its own element (`(&c)[1]`, the next iteration's):
// that next creation reads it, so it waits for the task.
// CHECK-LABEL: long next_element()
long next_element() {
  cell arr[6] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
  for (cell &c : arr) {
    if (&c == arr + 5) break;
    // WAITS: task-range-for-distinct-elements.cpp:[[@LINE+1]]:5: remark: wait inserted here: this statement reads 'c.v' which a task writes in an earlier iteration
    long seed = c.v;
    #pragma nano task
    (&c)[1].v = heavy(seed + (&c)[1].v);
  }
  long s = 0;
  for (const cell &c : arr) s += c.v % 1000;
  return s;
}

// Three elements pointing to one counter: the tasks run one after another.
// CHECK-LABEL: long shared_pointees(
long shared_pointees() {
  long counter = 0;
  std::vector<long *> ptrs{&counter, &counter, &counter};
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(p)), static_cast<size_t>(8));
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_((p)), static_cast<size_t>(8));
  for (auto &p : ptrs) {
    #pragma nano task
    *p = heavy(*p + 1);
  }
  return counter;
}

int main() {
  std::printf("%ld %ld %ld %ld\n", vector_rows(), list_and_array(), next_element(), shared_pointees());
  return 0;
}
