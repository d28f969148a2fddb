// cpp_std_algorithm_tasks: tasks running standard algorithms on parts of
// containers and arrays -- std::sort on the two halves of a vector
// (v.begin(), v.begin() + h, v.end()), std::copy of each half into another
// vector, std::accumulate and std::count over halves, std::fill_n and
// std::iota through pointers into an array, std::sort with std::greater.
// Each task registers the section its iterators delimit, so the halves run
// concurrently (tests/compiler/task-std-algorithms.cpp) and the readers wait
// for the writers of their half only.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>
#include <vector>

int main() {
  const int n = 200000, h = n / 2;
  std::vector<int> v(n);
  for (int i = 0; i < n; i++) v[i] = (int)((i * 7919L) % n);
  std::vector<int> w(n);
  long lo = 0, hi = 0, small = 0;
  #pragma nano task
  std::sort(v.begin(), v.begin() + h);
  #pragma nano task
  std::sort(v.begin() + h, v.end(), std::greater<int>());
  #pragma nano task
  std::copy(v.begin(), v.begin() + h, w.begin());
  #pragma nano task
  std::copy(v.begin() + h, v.end(), w.begin() + h);
  #pragma nano task
  lo = std::accumulate(w.begin(), w.begin() + h, 0L);
  #pragma nano task
  hi = std::accumulate(w.begin() + h, w.end(), 0L);
  #pragma nano task
  small = std::count(w.begin(), w.begin() + h, 7);
  int a[64];
  #pragma nano task
  std::fill_n(a, 32, 5);
  #pragma nano task
  std::iota(a + 32, a + 64, 100);
  #pragma nano task
  std::reverse(a, a + 64);
  #pragma nano wait
  std::printf("%ld %ld %ld | %d %d %d %d | %d %d %d\n", lo, hi, small, w[0], w[h - 1], w[h], w[n - 1], a[0],
              a[31], a[63]);
  return 0;
}
