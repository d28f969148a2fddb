// cpp_span_temporary_tails: tasks on parts of temporary std::spans that run
// to the span's end (`std::span<double>(w).subspan(k)`, `.last(n)`, of a
// vector, a std::array and a C array) register only that part: disjoint
// parts run at once, overlapping ones keep the program's order (x * f + 1
// does not commute), and the creator's later reads wait for the tasks.
// E2E-FLAGS: -std=c++20
#include <array>
#include <cstdio>
#include <span>
#include <vector>

static void scale(std::span<double> s, double f) { for (auto &x : s) x = x * f + 1; }
static double sum(std::span<const double> s) { double t = 0; for (double x : s) t += x; return t; }

int main() {
  std::vector<double> w(3000);
  std::array<double, 400> a{};
  double c[400];
  for (size_t i = 0; i < w.size(); i++) w[i] = (double)(i % 13);
  for (size_t i = 0; i < a.size(); i++) a[i] = c[i] = (double)(i % 7);
  int k = 1500;
  #pragma nano task
  scale(std::span<double>(w).first(k), 2.0);
  #pragma nano task
  scale(std::span<double>(w).subspan(k), 3.0);
  #pragma nano task
  scale(std::span<double>(w).subspan(k - 100), 0.5); // after both: overlaps each
  double part = 0;
  #pragma nano task
  part = sum(std::span<const double>(w).last(200)); // after the three
  #pragma nano task
  scale(std::span<double>(a).subspan(200), 2.0);
  #pragma nano task
  scale(std::span<double>(a).last(300), 0.25);
  #pragma nano task
  scale(std::span<double>(c).subspan(100), 2.0);
  #pragma nano task
  scale(std::span<double>(c).first(150), 4.0);
  double t = 0;
  for (size_t i = 0; i < w.size(); i++) t += w[i] * (double)(i % 5 + 1);
  for (size_t i = 0; i < a.size(); i++) t += (a[i] + 3 * c[i]) * (double)(i % 3 + 1);
  std::printf("%.4f %.4f\n", part, t);
  return 0;
}
