// cpp_span_named_halves: tasks on parts of one named std::span of a vector
// (first, last, subspan) register only their part and run at once.
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

static void scale(std::span<double> s, double f) { for (auto &x : s) x = x * f + 1; }

int main() {
  std::vector<double> v(8000);
  for (size_t i = 0; i < v.size(); i++) v[i] = (double)(i % 97);
  std::span<double> sv(v);
  #pragma nano task
  scale(sv.first(4000), 2.0);
  #pragma nano task
  scale(sv.last(4000), 0.5);
  #pragma nano task
  scale(sv.subspan(1000, 500), 3.0);
  #pragma nano task
  scale(sv.subspan(6000), 0.25);
  double t = 0;
  for (size_t i = 0; i < v.size(); i++) t += v[i] * (double)(i % 7 + 1);
  std::printf("%.3f\n", t);
}
