// cpp_callee_container_buffers: loops calling a const member function that
// reads a std::vector member, and a lambda taking a std::vector by reference.
#include <cstdio>
#include <vector>

struct Grid {
  std::vector<double> d;
  double get(int i) const { return d[i]; }
};

int main() {
  Grid g;
  g.d.resize(5000);
  for (int i = 0; i < 5000; i++) g.d[i] = (i * 7) % 31;
  std::vector<double> out(5000);
  #pragma nano loop
  for (int i = 0; i < 5000; i++) out[i] = g.get(i) * 2;
  auto set = [](std::vector<double> &v, int i, double x) { v[i] = x; };
  #pragma nano loop
  for (int i = 0; i < 5000; i++) set(out, i, out[i] + i % 3);
  double t = 0;
  for (int i = 0; i < 5000; i++) t += out[i] * (i % 5 + 1);
  std::printf("%.1f\n", t);
}
