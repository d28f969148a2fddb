// The first declaration holding a directive is a template: the runtime's header
// goes before its 'template <...>' line, not between it and the declaration
// (that broke the translation with ~17 errors; probe3 B5). Each form below comes
// first in a file of its own in tests/compiler/template-first-directive.cpp.
#include <cstdio>

namespace kernels {
template <typename T, int N>
struct Grid {
  T cells[N];
  void fill(T base);
  T total() const {
    T s = 0;
    for (int i = 0; i < N; i++) s += cells[i];
    return s;
  }
};
}  // namespace kernels

template <typename T, int N>
void kernels::Grid<T, N>::fill(T base) {
  #pragma nano loop
  for (int i = 0; i < N; i++) cells[i] = base + i;
}

template <typename T>
T scaled_sum(const T *v, int n, T k) {
  T a = 0, b = 0;
  #pragma nano task
  for (int i = 0; i < n / 2; i++) a += v[i] * k;
  #pragma nano task
  for (int i = n / 2; i < n; i++) b += v[i] * k;
  return a + b;
}

int main() {
  static kernels::Grid<long, 1000> g;
  g.fill(7);
  std::printf("%ld %ld\n", g.total(), scaled_sum(g.cells, 1000, 3L));
  return 0;
}
