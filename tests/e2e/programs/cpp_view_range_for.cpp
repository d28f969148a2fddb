// cpp_view_range_for: tasks calling functions that walk a by-value view (a span-like class
// over a std::vector) with a range-for; the later reads of the vectors see the tasks'
// writes, as in the elision.
#include <cstddef>
#include <cstdio>
#include <vector>

template <typename T> struct View {
  T *first;
  std::size_t count;
  T *begin() const { return first; }
  T *end() const { return first + count; }
};

static void fill(View<int> s, int k) {
  for (auto &x : s) x = k;
}
static long sum(View<const int> s) {
  long t = 0;
  for (int x : s) t += x;
  return t;
}

int main() {
  std::vector<int> v(1000, 1), w(1000, 2);
  #pragma nano task
  fill(View<int>{v.data(), v.size()}, 3);
  #pragma nano task
  fill(View<int>{w.data(), 500}, 5);
  long a = sum(View<const int>{v.data(), v.size()});
  View<int> named{w.data() + 500, 500};
  #pragma nano task
  fill(named, 7);
  std::printf("%ld %ld\n", a, sum(View<const int>{w.data(), w.size()}));
  return 0;
}
