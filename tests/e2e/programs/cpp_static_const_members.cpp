// cpp_static_const_members: tasks using in-class `static const int` and `static constexpr` members
// that have no definition outside the class (as call arguments, in a task's block, in a callee's
// body, qualified and through an object): the program links and its output equals the elision.
#include <cstdio>
struct Grid {
  static const int N = 64;
  static constexpr int Scale = 3;
  static constexpr double Half = 0.5;
  double g[N];
  void fill(int lo, int hi) {
    for (volatile int j = 0; j < 100000; j = j + 1) {}
    for (int i = lo; i < hi; i++) g[i] = i * Scale + Half;
  }
  void run() {
    #pragma nano task
    fill(0, N / 2);
    #pragma nano task
    fill(N / 2, N);
  }
};
static double total(const Grid &grid) {
  double s = 0;
  for (int i = 0; i < Grid::N; i++) s += grid.g[i];
  return s;
}
int main() {
  Grid x;
  x.run();
  std::printf("%g %g\n", x.g[0], x.g[63]);
  double sum = 0, last = 0;
  #pragma nano task
  sum = total(x);
  #pragma nano task
  {
    for (int i = 0; i < Grid::N; i += x.Scale) last = x.g[i] * Grid::Half;
  }
  std::printf("%g %g\n", sum, last);
  return 0;
}
