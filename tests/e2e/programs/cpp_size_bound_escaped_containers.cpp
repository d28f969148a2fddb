// cpp_size_bound_escaped_containers: `i < v.size()` as a loop bound when the
// function also passes v by reference (so v's address escapes). Writing
// `v[i]` writes the vector's buffer, which holds no variable, so it cannot
// change v.size(); std::array's size() is its type's extent. Both loops were
// refused ("the bound depends on 'v', which the loop may modify") (probe8 H4).
#include <array>
#include <cstdio>
#include <vector>
static double first(const std::vector<double> &v) { return v[0] + v[1]; }
static int peek(const std::array<int, 100> &a) { return a[1] + a[99]; }
int main() {
  std::vector<double> v(20000);
  std::array<int, 100> ar{};
  double r = first(v);
  #pragma nano loop
  for (size_t i = 0; i < v.size(); i++) v[i] = i * 0.5;
  #pragma nano loop
  for (size_t i = 0; i < ar.size(); i++) ar[i] = (int)i * 2;
  double s = 0;
  for (double x : v) s += x;
  std::printf("%.1f %.1f %d\n", r, s, peek(ar));
  return 0;
}
