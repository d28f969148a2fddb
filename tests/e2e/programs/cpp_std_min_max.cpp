// cpp_std_min_max: std::max / std::min reductions in a parallel loop, and a task whose value comes from std::clamp of elements that the creator overwrites right after (it waits for the task).
#include <algorithm>
#include <cstdio>
#include <vector>
int main() {
  std::vector<long> v(100000);
  for (int i = 0; i < (int)v.size(); i++) v[i] = (i * 7919L) % 100003;
  long hi = 0, lo = 1L << 40;
  #pragma nano loop
  for (int i = 0; i < (int)v.size(); i++) {
    hi = std::max(hi, v[i]);
    lo = std::min(v[i], lo);
  }
  int a[2] = {5, 50}, x = 0;
  #pragma nano task
  x = std::clamp(a[0] * 3, a[1] - 40, 12);
  a[0] = 100;
  std::printf("%ld %ld %d %d\n", hi, lo, x, a[0]);
  return 0;
}
