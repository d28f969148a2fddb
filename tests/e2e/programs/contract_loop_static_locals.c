// contract_loop_static_locals: parallel loops over function-scope static arrays (the usual way to keep big arrays off the stack), a static 2-D array, a static scalar read by the body, and a reduction into a static.
#include <stdio.h>
int main(void) {
  enum { N = 10000, M = 64 };
  static double a[N], b[N];
  static int grid[M][M];
  static double scale = 0.5;
  static double total;
  #pragma nano loop
  for (int i = 0; i < N; i++) a[i] = i * 0.25;
  #pragma nano loop schedule(static)
  for (int i = 0; i < N; i++) b[i] = a[i] * scale + 1;
  #pragma nano loop schedule(fixed, 4)
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) grid[i][j] = i * j % 7;
  #pragma nano loop
  for (int i = 0; i < N; i++) total += b[i];
  long g = 0;
  for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) g += grid[i][j];
  printf("%.2f %.2f %ld %.2f\n", a[N - 1], b[N - 1], g, total);
  return 0;
}
