// A standard library call given iterator variables (`auto b = v.begin();
// std::sort(b, e);`) accesses the container they point into: the creator's
// call waits for the task writing it. Before, the call was taken to touch only
// globals, sorted while the task wrote, and the program crashed ("double free
// or corruption") or printed unsorted values.
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

static void fill_reversed(std::vector<int> &v) {
  for (std::size_t i = 0; i < v.size(); i++) {
    long s = 0;
    for (int k = 0; k < 500; k++) s += k % 3;
    v[i] = static_cast<int>(v.size() - i + (s % 2));
  }
}
template <class It> static void bump(It first, It last) {
  for (; first != last; ++first) *first += 1;
}

int main() {
  std::vector<int> v(20000, 0);
  auto b = v.begin(), e = v.end();
  #pragma nano task
  fill_reversed(v);
  std::sort(b, e);
  std::printf("%d %d\n", v[0], v[19999]);

  std::vector<int> w(20000, 0);
  auto wb = w.begin(), we = w.end();
  #pragma nano task
  fill_reversed(w);
  long total = std::accumulate(wb, we, 0L);
  std::fill(wb, wb + 10, 7);
  std::printf("%ld %d %d\n", total, w[0], w[10]);

  std::vector<int> u(20000, 0);
  auto ub = u.begin(), ue = u.end();
  #pragma nano task
  fill_reversed(u);
  bump(ub, ue);
  std::reverse(ub, ue);
  std::printf("%d %d\n", u[0], u[19999]);
  return 0;
}
