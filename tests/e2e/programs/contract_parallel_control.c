// contract_parallel_control: a parallel block with block-scope locals, if/else and a switch with fallthrough (control dependences), implicit sum and max reductions, run for every mode.
#include <stdio.h>
#define N 3000
static int a[N], b[N], c[N];
static void fill(int *v, int n, int s) { for (int i = 0; i < n; i++) v[i] = (i * s) % 101; }
static int count_over(const int *v, int n, int t) { int k = 0; for (int i = 0; i < n; i++) k += v[i] > t; return k; }
static void mix(int *d, const int *x, const int *y, int n) { for (int i = 0; i < n; i++) d[i] = x[i] - y[i]; }
static int run(int mode) {
  int k1 = 0, k2 = 0, result = 0;
  #pragma nano parallel
  {
    int local = mode * 3;
    fill(a, N, 7 + mode);
    fill(b, N, 11);
    k1 = count_over(a, N, 50);
    if (k1 > N / 2) {
      mix(c, a, b, N);
      local += 1;
    } else {
      mix(c, b, a, N);
      local -= 1;
    }
    switch (mode) {
    case 0: fill(b, N, 3); break;
    case 1: fill(b, N, 5); /* fallthrough */
    case 2: mix(b, b, c, N); break;
    default: break;
    }
    k2 = count_over(b, N, 20);
    long s = 0;
    for (int i = 0; i < N; i++) s += c[i];
    int mx = -1000;
    for (int i = 0; i < N; i++) if (b[i] > mx) mx = b[i];
    result = (int)(s % 1000) + mx + local;
  }
  return k1 * 100000 + k2 * 10 + result;
}
int main(void) {
  for (int m = 0; m < 4; m++) printf("%d\n", run(m));
  return 0;
}
