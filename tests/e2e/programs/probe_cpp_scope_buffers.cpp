// probe_cpp_scope_buffers: tasks write a std::vector's or a std::unique_ptr<double[]>'s buffer through a raw pointer, in a loop body whose end destroys the buffer; the destruction must wait for them.
#include <cstdio>
#include <vector>
#include <memory>
static void fillarr(double *p, int n, double v) { for (int i = 0; i < n; i++) p[i] = v + i; }
static double total(const double *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
int main() {
  double sum = 0, sum2 = 0;
  for (int rep = 0; rep < 20; rep++) {
    std::vector<double> v(4096);
    double *p = v.data();
    for (int r = 0; r < 64; r++) {
      #pragma nano task
      fillarr(p + r * 64, 64, r);
    }
    #pragma nano task
    sum += total(p, 4096);
  }
  for (int rep = 0; rep < 20; rep++) {
    auto u = std::make_unique<double[]>(4096);
    double *p = u.get();
    for (int r = 0; r < 64; r++) {
      #pragma nano task
      fillarr(p + r * 64, 64, r);
    }
    #pragma nano task
    sum2 += total(p, 4096);
  }
  std::printf("%.1f %.1f\n", sum, sum2);
  return 0;
}
