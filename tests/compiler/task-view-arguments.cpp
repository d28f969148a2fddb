// A task writing through a by-value view (std::span) has accesses: the view
// built over a vector resolves to the vector's buffer, registered whole, and a
// later use of the vector waits for the task, also through a named span its
// function never changes (traced to its initialiser, converted to a span of
// const). A user struct holding a pointer is a view too: memory its callee
// writes through the pointer field is ordered by the stand-in for all memory
// reachable through pointers, and a later read of the array waits for the
// task (it ran inline with a warning). Never no access.
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <span>
#include <vector>
struct View { int *p; int n; };
static void fill(std::span<int> d, int k) { for (std::size_t i = 0; i < d.size(); i++) d[i] = k; }
static void add1(std::span<int> dst, std::span<const int> src) {
  for (std::size_t i = 0; i < dst.size() && i < src.size(); i++) dst[i] += src[i] + 1;
}
static void setall(View v, int k) { for (int i = 0; i < v.n; i++) v.p[i] = k; }
int main() {
  std::vector<int> v(100, 1), w(100, 2);
  #pragma nano task
  fill(std::span<int>(v), 5);
  // CHECK: nano_create(nano_task_1,
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())), nano_len_(static_cast<long long>((((v).size() * sizeof(*(v).data()))))));
  long t = v[0] * 100L;
  // CHECK: nano_wait
  // CHECK-SAME: long t = v[0] * 100L;
  #pragma nano task
  add1(std::span<int>(w), std::span<const int>(v));
  // CHECK: nano_create(nano_task_2,
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_((w.data())),
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, nano_bytes_((v.data())),
  std::span<int> sv(v), sw(w);
  #pragma nano task
  add1(sv, sw);
  // CHECK: nano_create(nano_task_3,
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())),
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, nano_bytes_((w.data())),
  int a[64] = {0};
  View va{a, 64};
  #pragma nano task
  setall(va, 3);
  // CHECK: ::new (static_cast<void *>(&nano_a_->nano_a0_)) decltype(nano_a_->nano_a0_)(va); nano_a_->nano_a1_ = (3); nano_access(nano_t_,{{[ ]}}NANO_INOUT, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "setall");
  // WARN-NOT: warning
  std::printf("%ld %d %d %d\n", t, v[1], w[1], a[5]);
  // CHECK: nano_wait_handles{{[_]}}({&nano_h_3, &nano_h_4}, false); std::printf(
  return 0;
}
