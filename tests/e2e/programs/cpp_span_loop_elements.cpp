// cpp_span_loop_elements: parallel loops writing element i of a std::span
// built in the body (`(std::span<double>(w))[i] += 1`, a part of it, a span
// of a C array and one of a pointer and a count) run their iterations in
// parallel, each on its own element, and the results are those of the
// sequential program; then a parallel block whose node writes a vector only
// through a named span of it is followed by a node summing the vector.
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

static void scale(std::span<double> s) { for (double &x : s) x = x * 2 + 1; }
static double sum(const std::vector<double> &v) { double t = 0; for (double x : v) t += x; return t; }

int main() {
  std::vector<double> w(4000);
  double c[1000];
  std::vector<double> q(1000);
  for (int i = 0; i < 4000; i++) w[i] = (double)(i % 11);
  for (int i = 0; i < 1000; i++) c[i] = q[i] = (double)(i % 7);
  int k = 1000, n = 1000;
  double *p = q.data();
  #pragma nano loop
  for (int i = 0; i < 4000; i++)
    (std::span<double>(w))[i] += i % 3;
  #pragma nano loop
  for (int i = 0; i < 1000; i++)
    std::span<double>(w).subspan(k)[i] = std::span<const double>(w)[i + k] * 2 + 1;
  #pragma nano loop
  for (int i = 0; i < 1000; i++)
    (std::span<double>(c))[i] = c[i] * 3 - 1;
  #pragma nano loop
  for (int i = 0; i < n; i++)
    std::span<double>(p, n)[i] *= 0.5;
  double t = 0;
  #pragma nano parallel
  {
    auto sv = std::span<double>(w);
    scale(sv.first(2000));
    scale(std::span<double>(w).last(2000));
    t = sum(w);
  }
  double u = 0;
  for (int i = 0; i < 1000; i++) u += c[i] * (double)(i % 5 + 1) + q[i];
  for (int i = 0; i < 4000; i++) u += w[i] * (double)(i % 3 + 1);
  std::printf("%.4f %.4f\n", t, u);
  return 0;
}
