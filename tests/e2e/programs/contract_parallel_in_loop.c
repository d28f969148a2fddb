// contract_parallel_in_loop: a parallel block inside a loop, with continue and break of the enclosing loop inside the block (the block's nodes finish before the jump), a loop with a carried dependence kept sequential inside it, scalars flowing between its statements; a parallel block with workers(2) left early by break.
#include <stdio.h>
#define N 2000
static double a[N], b[N], c[N];
static void init(double *v, int n, double k) { for (int i = 0; i < n; i++) v[i] = (i % 17) * k; }
static double dot(const double *x, const double *y, int n) { double s = 0; for (int i = 0; i < n; i++) s += x[i] * y[i]; return s; }
int main(void) {
  double acc = 0;
  for (int it = 0; it < 6; it++) {
    #pragma nano parallel
    {
      init(a, N, it + 1.0);
      init(b, N, 0.5);
      if (it == 2) continue;
      for (int i = 1; i < N; i++) c[i] = c[i - 1] * 0.5 + a[i];   /* carried: stays sequential */
      double d = dot(a, b, N);
      acc += d + c[N - 1];
      if (it == 4) break;
      for (int i = 0; i < N; i++) b[i] = a[i] - b[i];
      acc += dot(b, b, N) * 1e-3;
    }
  }
  printf("%.4f\n", acc);
  int found = -1;
  #pragma nano parallel workers(2)
  {
    init(a, N, 3.0);
    for (int i = 0; i < N; i++) if (a[i] > 47.0) { found = i; break; }
    init(b, N, 1.0);
  }
  printf("%d %.1f\n", found, b[5]);
  return 0;
}
