// cpp_span_temporary_parts: tasks on parts of temporary std::spans of one
// vector, one std::array and one C array (`std::span<double>(w).subspan(k, n)`)
// register only their part: disjoint parts run at once, overlapping ones keep
// the program's order (x * f + 1 does not commute), and the creator's later
// reads wait for the tasks that wrote what they read.
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
  #pragma nano task
  scale(std::span<double>(w).subspan(0, 1000), 2.0);
  #pragma nano task
  scale(std::span<double>(w).subspan(1000, 1000), 3.0);
  #pragma nano task
  scale(std::span<double>(w).subspan(900, 200), 0.5); // after both: overlaps each
  double part = 0;
  #pragma nano task
  part = sum(std::span<const double>(w).subspan(950, 100)); // after the three
  #pragma nano task
  scale(std::span<double>(w).subspan(2000, 1000), 1.5);
  #pragma nano task
  scale(std::span<double>(a).subspan(0, 200), 2.0);
  #pragma nano task
  scale(std::span<double>(a).subspan(100, 200), 0.25);
  #pragma nano task
  scale(std::span<double>(c).first(300), 2.0);
  #pragma nano task
  scale(std::span<double>(c).subspan(250, 150), 4.0);
  double t = 0;
  for (size_t i = 0; i < w.size(); i++) t += w[i] * (double)(i % 5 + 1);
  for (size_t i = 0; i < a.size(); i++) t += (a[i] + 3 * c[i]) * (double)(i % 3 + 1);
  std::printf("%.4f %.4f\n", part, t);
  return 0;
}
