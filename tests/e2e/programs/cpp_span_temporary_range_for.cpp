// cpp_span_temporary_range_for: tasks that are range-based for loops over a
// std::span built in the statement (`for (double &x : std::span<double>(w))`,
// a part of it, a std::array's and a C array's) run as tasks registered on
// what the span shows, and the creator's later reads wait for them.
// E2E-FLAGS: -std=c++20
#include <array>
#include <cstdio>
#include <span>
#include <vector>

int main() {
  std::vector<double> w(3000);
  std::array<double, 400> a{};
  double c[400];
  for (size_t i = 0; i < w.size(); i++) w[i] = (double)(i % 13);
  for (size_t i = 0; i < a.size(); i++) a[i] = c[i] = (double)(i % 7);
  #pragma nano task
  for (double &x : std::span<double>(w)) x += 1;
  #pragma nano task
  for (double &x : std::span<double>(w).subspan(10, 20)) x *= 2;
  #pragma nano task
  for (double &x : std::span<double>(a).first(50)) x += 1;
  #pragma nano task
  for (double &x : std::span<double>(c)) x = x * 3 + 1;
  double t = 0;
  #pragma nano task
  for (const double &x : std::span<const double>(w).last(5)) t += x;
  double u = 0;
  for (size_t i = 0; i < w.size(); i++) u += w[i] * (double)(i % 5 + 1);
  for (size_t i = 0; i < a.size(); i++) u += (a[i] + 3 * c[i]) * (double)(i % 3 + 1);
  std::printf("%.4f %.4f\n", t, u);
  return 0;
}
