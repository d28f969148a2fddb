// probe_cpp_template_fib_matrix: a function-template fib with if() cut-offs instantiated for long, int64_t and double; tasks filling row ranges of a matrix class with operator() on a std::vector, then a task multiplying (waits for all three fills).
#include <cstdio>
#include <vector>
#include <cstdint>
template <typename T> T fib(int n) {
  if (n < 2) return T(n);
  T x, y;
  #pragma nano task if(n > 15)
  x = fib<T>(n - 1);
  #pragma nano task if(n > 15)
  y = fib<T>(n - 2);
  return x + y;
}
struct Mat {
  int n; std::vector<double> d;
  explicit Mat(int n_) : n(n_), d(n_ * n_) {}
  double &operator()(int i, int j) { return d[i * n + j]; }
  double operator()(int i, int j) const { return d[i * n + j]; }
};
static void fill_rows(Mat &m, int r0, int r1) { for (int i = r0; i < r1; i++) for (int j = 0; j < m.n; j++) m(i, j) = i + 0.1 * j; }
static void mul(const Mat &a, const Mat &b, Mat &c) {
  for (int i = 0; i < a.n; i++) for (int j = 0; j < a.n; j++) { double s = 0; for (int k = 0; k < a.n; k++) s += a(i, k) * b(k, j); c(i, j) = s; }
}
namespace ns { namespace inner {
template <typename It> long count_if_pos(It b, It e) { long c = 0; for (; b != e; ++b) if (*b > 0) c++; return c; }
} }
int main() {
  std::printf("%ld %lld %.0f\n", fib<long>(24), (long long)fib<std::int64_t>(20), fib<double>(18));
  Mat a(40), b(40), c(40);
  #pragma nano task
  fill_rows(a, 0, 20);
  #pragma nano task
  fill_rows(a, 20, 40);
  #pragma nano task
  fill_rows(b, 0, 40);
  #pragma nano task
  mul(a, b, c);
  double tr = 0;
  for (int i = 0; i < 40; i++) tr += c(i, i);
  std::printf("%.3f\n", tr);
  std::vector<int> v{1, -2, 3, -4, 5};
  long cnt = 0;
  #pragma nano task
  cnt = ns::inner::count_if_pos(v.begin(), v.end());
  std::printf("%ld\n", cnt);
  return 0;
}
