// An element of a standard container handed to a reference (or, by its
// address, a pointer) parameter is part of its container, which stands for
// its elements as for `v[i] = x` in a task: the task registers the container
// object with the callee's modes, and runs as a nano-thread. Before: it ran in
// the creating nano-thread ("the memory reached through 'lens[i]' cannot be
// bounded"). An element of a std::vector of numbers or pointers that the callee
// reaches alone (`set(lens[i], i)`) is registered itself at run time, so those
// tasks run in parallel too. Tasks only reading elements (sum(rows[i])) run in parallel: the
// creator computes the element's address (`v[i]`, `v.at(i)` only read the
// container) without waiting for the readers before it.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %translate %s --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=REMARK
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <string>
#include <vector>

static void set(int &out, int v) { out = v; }
static void put(int *out, int v) { *out = v; }
static void len(const std::string &w, int &out) { out = (int)w.size(); }
static long sum(const std::vector<long> &v) { long s = 0; for (long e : v) s += e; return s; }
struct Cell { long v; double w; };
static void grow(long &v) { v += 1; }
static long twice(long v) { return 2 * v; }

void a(std::vector<int> &lens) {
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    set(lens[i], i);
    // Reaching only the element `lens[i]` of a std::vector: at run time, that element
    // and a read of the header; at compile time, the container.
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(lens)){{,}} static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(lens[i]))), static_cast<size_t>(4));
    // REMARK: task-container-element-arguments.cpp:[[@LINE-4]]:5: remark: task write 'lens[i]' (an element of a standard container: the container stands for its elements)
  }
}
void b(std::vector<int> &lens) {
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    put(&lens.at(i), i);
    // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(lens)){{,}} static_cast<size_t>(24));
  }
}
void c(std::vector<std::string> &w, std::vector<int> &lens) {
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    len(w[i], lens[i]);
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(lens)){{,}} static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(lens[i]))), static_cast<size_t>(4)); nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24));
  }
}
// CHECK-LABEL: long d(int n)
long d(int n) {
  std::vector<std::vector<long>> rows(4, std::vector<long>(n, 1));
  long part[4];
  for (int i = 0; i < 4; i++) {
    // CHECK-NOT: nano_wait{{_all_|_handle_}}(
    #pragma nano task
    part[i] = sum(rows[i]);
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(rows)){{,}} static_cast<size_t>(24));
  }
  return part[0] + part[3];
}
struct Grid { std::vector<Cell> cells; long n; };
void e(Grid &g, std::vector<long> &out) {
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    grow(g.cells[i].v);
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(g)){{,}} static_cast<size_t>(24));
    #pragma nano task
    out[i] = twice(g.n);
    // The assigned element of a std::vector is registered itself (with a read of the header).
    // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(out)){{,}} static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(out[i]))), static_cast<size_t>(8));
  }
}
// WARN-NOT: warning
