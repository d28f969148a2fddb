// parallel_nested_task: a task nested deeper in a parallel block (in a for loop of the
// block) runs after the node whose result it reads (a static arc), and a later node
// that reads what those tasks write runs after them. Output equals the sequential elision.
#include <stdio.h>

enum { n = 8192, blocks = 8 };
static double x[n], y[n];
static double partial[blocks];

static void fill(double *v, int m, double f) {
  for (int i = 0; i < m; i++) v[i] = f * (i % 13);
}

static double block_sum(const double *v, int lo, int hi) {
  double s = 0.0;
  for (int i = lo; i < hi; i++) s += v[i];
  return s;
}

static void spread(double *v, int m, const double *parts, int count) {
  for (int i = 0; i < m; i++) v[i] = parts[i % count] / (1 + i % 3);
}

int main(void) {
  #pragma nano parallel
  {
    fill(x, n, 0.5);
    for (int b = 0; b < blocks; b++) {
      #pragma nano task
      partial[b] = block_sum(x, b * (n / blocks), (b + 1) * (n / blocks));
    }
    spread(y, n, partial, blocks);
  }
  double check = 0.0;
  for (int i = 0; i < n; i++) check += y[i];
  printf("partial[3] = %.2f, y sum = %.2f\n", partial[3], check);
  return 0;
}
