// C++17 structured bindings used in task statements. A binding of a
// decomposition by value (`auto [x, y] = pr;`) is an object of its own, part of
// a hidden variable only the bindings name: captured like a variable, read at
// creation. A binding of a decomposition by reference names part of the bound
// object (`pb` is `p.b`): the task registers that member and a later read of
// `p.b` waits for it; the task reads such bindings when it runs (an earlier
// task may still be writing them: task-binding-reads-in-task.cpp). A range-for's `auto &[k, v]` names an element: registered
// as `&(v)`, and the later walk of the map waits for every instance. A binding
// of a bit-field has no address: that task runs in the creating nano-thread.
// These tasks ran inline with "the memory reached through 'x' cannot be bounded".
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <map>
#include <utility>
static long slow(long v) { long s = v; for (int k = 0; k < 200; k++) s = (s * 31 + k) % 1000003; return s; }
struct P { int a; double b; };
struct Bits { int lo : 4; int hi : 4; };
long run() {
  std::pair<int, long> pr{3, 40};
  auto [x, y] = pr;
  long r1, r2;
  #pragma nano task
  r1 = slow(x) + y;
  // CHECK: struct nano_args_[[T1:[0-9]+]] { long *r1; int x; long y; };
  // CHECK: struct nano_args_[[T2:[0-9]+]] { double *pb; int *pa; };
  // CHECK: struct nano_args_{{[0-9]+}} { long *r2; {{.*}} e0; {{.*}} e1; {{.*}} e2; };
  // CHECK: struct nano_args_[[T4:[0-9]+]] { long *v; const int *k; };
  // CHECK: nano_create(nano_task_[[T1]],
  // CHECK-SAME: nano_a_->x = x; nano_a_->y = y; nano_access(nano_t_, NANO_OUT, nano_bytes_(&(r1)), static_cast<size_t>(8));
  P p{5, 2.5};
  auto &[pa, pb] = p;
  #pragma nano task
  pb = slow(pa) * 0.5;
  // CHECK: nano_create(nano_task_[[T2]],
  // CHECK-SAME: nano_a_->pb = &(pb); nano_a_->pa = &(pa); nano_access(nano_t_, NANO_OUT, (nano_bytes_(&(p)) + (8)), static_cast<size_t>(8));
  double seen = p.b;
  // CHECK: nano_wait_handle_(&nano_h_[[T2]]); double seen = p.b;
  std::array<int, 3> arr{1, 2, 3};
  auto [e0, e1, e2] = arr;
  #pragma nano task
  r2 = e0 + e1 + e2 + slow(e1);
  // CHECK: nano_a_->e0 = e0; nano_a_->e1 = e1; nano_a_->e2 = e2; nano_access(nano_t_, NANO_OUT, nano_bytes_(&(r2)), static_cast<size_t>(8));
  std::map<int, long> m{{1, 10}, {2, 20}};
  for (auto &[k, v] : m) {
    #pragma nano task
    v += slow(k) % 7;
  }
  // CHECK: nano_create(nano_task_[[T4]],
  // CHECK-SAME: nano_a_->v = &(v); nano_a_->k = &(k); nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(v)), static_cast<size_t>(8));
  long tot = 0;
  for (auto &[k, v] : m) tot += k * 100 + v;
  // CHECK: nano_wait_all_(); for (auto &[k, v] : m) tot += k * 100 + v;
  Bits bits{1, 2};
  auto &[blo, bhi] = bits;
  #pragma nano task
  bhi = (int)slow(blo) % 7;
  // WARN: task-structured-bindings.cpp:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: the statement writes 'bhi', a binding of a bit-field; the statement runs sequentially
  // Bindings declared by an if-statement and by a loop body (they crashed the
  // analysis: a binding taken for a variable). The iterator's `->` reaches
  // the map element's field: registered at its address.
  if (auto [it, ok] = m.insert({3, 30}); ok) {
    #pragma nano task
    it->second += 1;
    // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((&*(it))) + (8)), static_cast<size_t>(8));
  }
  std::pair<int, int> ps[8] = {};
  long out[8];
  #pragma nano loop independent
  for (int i = 0; i < 8; i++) {
    auto [a, b] = ps[i];
    out[i] = slow(a) + b;
  }
  // CHECK: nano_parallel_for(
  return r1 + r2 + (long)seen + tot + bits.hi + out[0];
}
// CHECK: static void nano_task_[[T2]](void *nano_p_) {
// CHECK: (*nano_a_->pb) = slow((*nano_a_->pa)) * 0.5;
// CHECK: static void nano_task_[[T4]](void *nano_p_) {
// CHECK: (*nano_a_->v) += slow((*nano_a_->k)) % 7;
// WARN-NOT: warning:
