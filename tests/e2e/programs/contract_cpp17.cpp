// contract_cpp17: C++17 — a loop bounded by a const copy of v.size(), a task returning a std::pair read through structured bindings, std::array loops with a reduction, a task running a range-for into a std::map.
#include <cstdio>
#include <vector>
#include <array>
#include <utility>
#include <map>
static std::pair<int, long> stats(const std::vector<int> &v) { long s = 0; int m = 0; for (int x : v) { s += x; if (x > m) m = x; } return {m, s}; }
int main() {
  std::vector<int> v(5000);
  const int n = static_cast<int>(v.size());
  #pragma nano loop schedule(fixed, 128)
  for (int i = 0; i < n; i++) v[i] = (i * 7919) % 5003;
  std::pair<int, long> r;
  #pragma nano task
  r = stats(v);
  auto [m, s] = r;
  std::printf("%d %ld\n", m, s);
  std::array<long, 64> arr{};
  #pragma nano loop
  for (int i = 0; i < 64; i++) arr[i] = i * i;
  long t = 0;
  #pragma nano loop reduction(+: t)
  for (int i = 0; i < 64; i++) t += arr[i];
  std::map<int, int> counts;
  #pragma nano task
  for (int x : v) counts[x % 7]++;
  std::printf("%ld %zu %d\n", t, counts.size(), counts[3]);
  return 0;
}
