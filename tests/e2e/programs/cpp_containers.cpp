// cpp_containers: parallel loops over std::vector and std::array elements (and fields
// of elements), a reduction, and a loop through references that may name one vector.
#include <array>
#include <cstdio>
#include <vector>

struct Point { double x, y; };

static void axpy(std::vector<double> &y, const std::vector<double> &x, double a) {
  int n = (int)y.size();
  #pragma nano loop
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}

int main() {
  const int n = 10007;
  std::vector<double> v(n), w(n);
  std::array<int, 64> squares{};
  std::vector<Point> pts(n);
  #pragma nano loop
  for (int i = 0; i < n; i++) v[i] = i * 0.5;
  #pragma nano loop schedule(fixed, 10)
  for (int i = 0; i < n; i++) w[i] = v[i] * 2 + 1;
  #pragma nano loop schedule(static)
  for (int i = 0; i < 64; i++) squares[i] = i * i;
  #pragma nano loop schedule(affinity)
  for (int i = 0; i < n; i++) { pts[i].x = v[i]; pts[i].y = w[i]; }
  double s = 0;
  #pragma nano loop
  for (int i = 1; i < n; i++) s += pts[i].x - pts[i - 1].y;
  axpy(v, w, 0.5);
  axpy(w, w, 2.0);
  std::printf("v[n-1] = %.2f\nw[7] = %.2f\nsquares[63] = %d\npts[10].y = %.2f\ns = %.2f\n", v[n - 1], w[7],
              squares[63], pts[10].y, s);
  return 0;
}
