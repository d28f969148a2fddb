// cpp_loop_span_part_range_for: a parallel loop whose iteration i walks its
// own part of a vector through a std::span built in the body
// (`for (double &x : std::span<double>(w).subspan(i * 10, 10))`): the parts
// are disjoint, so the loop runs in parallel with the result of a sequential run.
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

int main() {
  const int n = 257;
  std::vector<double> w(10 * n);
  for (size_t k = 0; k < w.size(); k++) w[k] = (double)(k % 11);
  #pragma nano loop
  for (int i = 0; i < n; i++)
    for (double &x : std::span<double>(w).subspan(i * 10, 10)) x = x * 2 + i;
  std::vector<double> v(4 * n);
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (const double &x : std::span<const double>(w).subspan(i * 10, 10)) s += x;
    for (double &y : std::span<double>(v).subspan(i * 4).first(4)) y = s - i;
  }
  double t = 0;
  for (size_t k = 0; k < w.size(); k++) t += w[k] * (double)(k % 3 + 1);
  for (size_t k = 0; k < v.size(); k++) t += v[k] * (double)(k % 5 + 1);
  std::printf("%.3f %.3f %.3f\n", t, w[10 * n - 1], v[4 * n - 1]);
  return 0;
}
