// cpp_lambda_capture_lists: task statements that call a lambda with an explicit capture list
// ([&x], [x], [&x, y] mutable, an init-capture [z = x + 1, &y]), beside the default captures
// [=] and [&], a capture list in a task's block that also creates a task, and [&b, x] in a
// `#pragma nano parallel` block: the output equals the elision.
#include <cstdio>
static double g;
static void spin() { for (volatile int j = 0; j < 200000; j = j + 1) {} }
static void init(double *v, int n, double x) { spin(); for (int i = 0; i < n; i++) v[i] = x; }
int main() {
  double x = 0, y = 1;
  #pragma nano task
  [&x]() { spin(); x = 1; }();
  #pragma nano task
  [x]() { g = x + 2; }();
  #pragma nano task
  [&x, y]() mutable { y += 1; x += y; }();
  #pragma nano task
  [=]() { g += y; }();
  #pragma nano task
  [&]() { y = x * 3; }();
  #pragma nano task
  [z = x + 1, &y]() { spin(); y += z; }();
  std::printf("%g %g %g\n", x, y, g);
  double a[100], b[100], c[100];
  #pragma nano parallel
  {
    init(a, 100, x);
    [&b, x]() { init(b, 100, x * 2); }();
  }
  std::printf("%g %g\n", a[0], b[99]);
  #pragma nano task
  {
    [&c, y]() { init(c, 50, y); }();
    #pragma nano task
    init(c + 50, 50, 4);
    [&x, &c]() { x = c[0] + c[99]; }();
  }
  std::printf("%g %g\n", x, c[49] + c[50]);
  return 0;
}
