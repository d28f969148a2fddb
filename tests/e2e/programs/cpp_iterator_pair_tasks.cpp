// Functions taking a range as two iterators or pointers (`msort(It first, It
// last)`) have summaries over [first, last): a call task registers the part it
// is given (`[first, mid)`, `[mid, last)`), so the two halves run in parallel
// and the merge waits for both. Before, `std::sort(first, last)` inside the
// function could not be placed ("calls 'sort', which may access any global")
// and the tasks ran in their creator (bb65 6). Pointer pairs (`psort(int
// *first, int *last)`) are run by tests/compiler/task-iterator-pairs.cpp.
// libstdc++ 12's std::inplace_merge calls the deprecated get_temporary_buffer.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>

template <class It> static void msort(It first, It last, int depth) {
  auto n = last - first;
  if (n < 512) {
    std::sort(first, last);
    return;
  }
  It mid = first + n / 2;
  #pragma nano task if(depth < 4)
  msort(first, mid, depth + 1);
  #pragma nano task if(depth < 4)
  msort(mid, last, depth + 1);
  std::inplace_merge(first, mid, last);
}

template <class It> static void scale(It first, It last, long k) { std::transform(first, last, first, [k](long x) { return x * k; }); }
template <class It> static long total(It first, It last) { return std::accumulate(first, last, 0L); }

int main() {
  std::vector<int> v(20000);
  for (std::size_t i = 0; i < v.size(); i++) v[i] = static_cast<int>((i * 2654435761u) % 100003);
  msort(v.begin(), v.end(), 0);
  std::printf("%d %d %d\n", std::is_sorted(v.begin(), v.end()) ? 1 : 0, v[0], v[19999]);

  std::vector<long> w(1000);
  std::iota(w.begin(), w.end(), 1L);
  auto half = w.begin() + 500;
  #pragma nano task
  scale(w.begin(), half, 3);
  #pragma nano task
  scale(half, w.end(), 5);
  long left = total(w.begin(), half); // waits for the first task only
  std::printf("%ld %ld\n", left, total(w.begin(), w.end()));

  std::string s = "the quick brown fox jumps over the lazy dog";
  #pragma nano task
  std::reverse(s.begin(), s.begin() + 9);
  msort(s.begin() + 10, s.end(), 0);
  std::printf("%s\n", s.c_str());
  return 0;
}
