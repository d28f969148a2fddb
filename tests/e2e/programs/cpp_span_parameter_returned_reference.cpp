// cpp_span_parameter_returned_reference: a task calling a function with the
// reference another function returns into its std::span parameter
// (`addto(pick(s), 5)`, `double &pick(std::span<double> s) { return s[0]; }`)
// runs as a task registered on what the span argument shows, ordered after
// and before the tasks that scale the same elements (scale then add differs
// from add then scale).
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

static double &pick(std::span<double> s) { return s[0]; }
static double &last(std::span<double> s) { return s.back(); }
static void addto(double &x, double v) { x += v; }
static void scale(std::span<double> s, double f) {
  for (double &x : s) x *= f;
}

static double run(std::span<double> s, std::vector<double> &w) {
  #pragma nano task
  scale(s, 2);
  #pragma nano task
  addto(pick(s), 5);
  #pragma nano task
  scale(s, 3);
  #pragma nano task
  scale(w, 0.5);
  #pragma nano task
  addto(last(std::span<double>(w).subspan(10, 20)), 1);
  #pragma nano task
  addto(pick(w), 2);
  #pragma nano task
  scale(std::span<double>(w).first(40), 4);
  double t = 0;
  for (double x : s) t += x;
  for (size_t i = 0; i < w.size(); i++) t += w[i] * (double)(i % 3 + 1);
  return t;
}

int main() {
  std::vector<double> a(1000), w(100);
  for (size_t i = 0; i < a.size(); i++) a[i] = (double)(i % 7);
  for (size_t i = 0; i < w.size(); i++) w[i] = (double)(i % 5);
  double t = run(std::span<double>(a).subspan(100, 500), w);
  std::printf("%.3f %.3f %.3f %.3f\n", t, a[100], w[0], w[29]);
  return 0;
}
