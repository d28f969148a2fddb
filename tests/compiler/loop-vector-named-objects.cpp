// The elements of a std::vector with the standard allocator are a heap
// allocation of their own, never inside a named variable: a loop writing them
// and reading a global or static scalar has independent iterations. With
// another allocator, or a global operator new the file replaces, the buffer
// may be anywhere, so the loop is refused.
// RUN: not %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: not %translate %s -- -std=c++20 -DREPLACED 2>&1 | %FileCheck %s --check-prefix=REPLACED
#include <cstddef>
#include <vector>

double scale = 2.0;
template <class T>
struct Arena {
  using value_type = T;
  Arena() = default;
  template <class U> Arena(const Arena<U> &) {}
  T *allocate(std::size_t n);
  void deallocate(T *, std::size_t) {}
};
template <class T, class U> bool operator==(const Arena<T> &, const Arena<U> &) { return true; }

#ifdef REPLACED
static double pool[1 << 16];
static std::size_t used;
void *operator new(std::size_t n) { void *p = pool + used; used += (n + 7) / 8; return p; }
void operator delete(void *) noexcept {}
#endif

void standard(std::vector<double> &v) {
  static double offset = 1.0;
  #pragma nano loop
  for (int i = 0; i < (int)v.size(); i++) v[i] = v[i] * scale + offset;
  // REPLACED: loop-vector-named-objects.cpp:[[@LINE-1]]:43: error: cannot prove that iterations are independent: 'v' and 'scale' may point to overlapping memory
}

void arena(std::vector<double, Arena<double>> &w) {
  #pragma nano loop
  for (int i = 0; i < (int)w.size(); i++) w[i] = w[i] * scale;
  // CHECK: loop-vector-named-objects.cpp:[[@LINE-1]]:43: error: cannot prove that iterations are independent: 'w' and 'scale' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
}
// CHECK-NOT: error:
