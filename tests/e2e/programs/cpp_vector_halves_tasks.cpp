// cpp_vector_halves_tasks: tasks writing and reading the two halves of a
// std::vector through v.data() and v.data() + h (a local vector and one
// passed by reference), created without waiting for each other
// (tests/compiler/task-container-data-halves.cpp); the runtime orders each
// reader after the writer of its half. Then a task growing the vector, and
// a task reading it whole, which waits for it.
#include <cstdio>
#include <vector>

static void fill(double *p, int n, double x) {
  for (int i = 0; i < n; i++) {
    double s = x;
    for (int k = 0; k < 2000; k++) s = s * 0.999 + 0.001 * (i + k % 7);
    p[i] = s;
  }
}
static double sum(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

static double halves(std::vector<double> &v, int h) {
  double a = 0, b = 0;
  #pragma nano task
  fill(v.data(), h, 1);
  #pragma nano task
  fill(v.data() + h, h, 2);
  #pragma nano task
  a = sum(v.data(), h);
  #pragma nano task
  b = sum(v.data() + h, h);
  #pragma nano task
  fill(v.data(), h, 3); // after the first reader
  return a * 2 + b;
}

int main() {
  int h = 400;
  std::vector<double> w(2 * h);
  double r1 = halves(w, h);
  std::vector<double> u(2 * h);
  double c = 0, d = 0;
  #pragma nano task
  fill(u.data() + h, h, 5);
  #pragma nano task
  fill(u.data(), h, 4);
  #pragma nano task
  d = sum(u.data() + h, h);
  #pragma nano task
  u.push_back(c + 1);
  #pragma nano task
  c = sum(u.data(), 2 * h + 1);
  #pragma nano wait
  std::printf("%.6f %.6f %.6f %.6f %zu\n", r1, sum(w.data(), 2 * h), c, d, u.size());
  return 0;
}
