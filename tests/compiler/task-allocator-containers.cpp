// The elements of a container whose allocator is not std::allocator lie where
// that allocator puts them: in a global arena, or a local buffer a pmr resource
// hands out. A later read of that memory waits for a task writing the
// container (bb77 F2: the creator's memcpy from the arena read the old value).
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++20
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <memory_resource>
#include <vector>

alignas(double) static unsigned char arena[256];
static std::size_t used;
template <class T> struct Arena {
  using value_type = T;
  Arena() = default;
  template <class U> Arena(const Arena<U> &) {}
  T *allocate(std::size_t n) {
    T *p = reinterpret_cast<T *>(arena + used);
    used += n * sizeof(T);
    return p;
  }
  void deallocate(T *, std::size_t) {}
  template <class U> bool operator==(const Arena<U> &) const { return true; }
};

static void bump_arena(std::vector<double, Arena<double>> &v) { v[1] += 1; }
static void bump_pmr(std::pmr::vector<double> &v) { v[1] += 1; }

int main() {
  std::vector<double, Arena<double>> av(4, 1.0);
  #pragma nano task
  bump_arena(av);
  double r1;
  // EXPLAIN: task-allocator-containers.cpp:[[@LINE+1]]:3: remark: wait inserted here
  std::memcpy(&r1, arena + 8, 8);
  alignas(double) unsigned char raw[256];
  std::pmr::monotonic_buffer_resource mr(raw, sizeof raw, std::pmr::null_memory_resource());
  std::pmr::vector<double> pv(4, 1.0, &mr);
  std::size_t off = static_cast<std::size_t>(reinterpret_cast<unsigned char *>(pv.data()) - raw);
  #pragma nano task
  bump_pmr(pv);
  double r2;
  // EXPLAIN: task-allocator-containers.cpp:[[@LINE+1]]:3: remark: wait inserted here
  std::memcpy(&r2, raw + off + 8, 8);
  std::printf("%g %g\n", r1, r2);
  return 0;
}
