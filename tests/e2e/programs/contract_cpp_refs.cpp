// contract_cpp_refs: C++ references — tasks on struct references and std::array references, const std::vector references, a reference returned by a function aliasing a vector element.
#include <cstdio>
#include <vector>
#include <array>
struct Stats { long sum = 0; long count = 0; };
static void accumulate(Stats &s, const std::vector<int> &v, int lo, int hi) { for (int i = lo; i < hi; i++) { s.sum += v[i]; s.count++; } }
static void scale(std::array<double, 16> &a, double k) { for (auto &x : a) x *= k; }
static int &pick(std::vector<int> &v, int i) { return v[i]; }
int main() {
  std::vector<int> data(4000);
  for (int i = 0; i < 4000; i++) data[i] = (i * 37) % 1009;
  Stats parts[4];
  for (int p = 0; p < 4; p++) {
    #pragma nano task
    accumulate(parts[p], data, p * 1000, (p + 1) * 1000);
  }
  Stats all;
  for (int p = 0; p < 4; p++) { all.sum += parts[p].sum; all.count += parts[p].count; }
  std::printf("%ld %ld\n", all.sum, all.count);
  std::array<double, 16> a{}, b{};
  for (int i = 0; i < 16; i++) { a[i] = i; b[i] = 16 - i; }
  #pragma nano task
  scale(a, 2.0);
  #pragma nano task
  scale(b, 0.5);
  #pragma nano task
  scale(a, 3.0);
  std::printf("%.1f %.1f\n", a[5], b[5]);
  int &r = pick(data, 10);
  #pragma nano task
  r += 1000;
  #pragma nano task
  data[10] *= 2;
  std::printf("%d\n", data[10]);
  double acc = 0;
  #pragma nano loop reduction(+: acc)
  for (int i = 0; i < 16; i++) acc += a[i] + b[i];
  std::printf("%.1f\n", acc);
  return 0;
}
