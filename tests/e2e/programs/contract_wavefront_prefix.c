// contract_wavefront_prefix: a 2-D wavefront of tasks over blocks (each reads its upper and left neighbour blocks, borders by separate calls), a prefix chain pre[i] from pre[i-1] as tasks, and a backward chain over a 2-D array's columns.
#include <stdio.h>
#define N 6
#define B 8
static double g[N][N][B];
static void spin(void) { for (volatile int k = 0; k < 20000; k++) {} }
static void corner(double *me) { spin(); for (int i = 0; i < B; i++) me[i] = 1 + i; }
static void edge(double *me, const double *from) { spin(); for (int i = 0; i < B; i++) me[i] = from[i] * 0.5 + 1; }
static void cell(double *me, const double *up, const double *left) { spin(); for (int i = 0; i < B; i++) me[i] = up[i] + left[i] * 0.5; }
static double col[N][10];
static void shift(double *dst, const double *src) { spin(); for (int i = 0; i < 10; i++) dst[i] = src[i] * 2 + 1; }
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (i == 0 && j == 0) {
        #pragma nano task
        corner(g[0][0]);
      } else if (i == 0) {
        #pragma nano task
        edge(g[0][j], g[0][j - 1]);
      } else if (j == 0) {
        #pragma nano task
        edge(g[i][0], g[i - 1][0]);
      } else {
        #pragma nano task
        cell(g[i][j], g[i - 1][j], g[i][j - 1]);
      }
    }
  double s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += g[i][j][3];
  printf("%.4f\n", s);
  double pre[16]; pre[0] = 1;
  for (int i = 1; i < 16; i++) {
    #pragma nano task
    pre[i] = pre[i - 1] * 1.5 + i;
  }
  printf("%.2f\n", pre[15]);
  for (int i = 0; i < 10; i++) col[N - 1][i] = i;
  for (int r = N - 2; r >= 0; r--) {
    #pragma nano task
    shift(col[r], col[r + 1]);
  }
  printf("%.1f %.1f\n", col[0][0], col[0][9]);
  return 0;
}
