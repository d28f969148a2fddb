// loop_shapes: parallel loops over 2-D arrays (row and column sweeps), struct-array fields,
// a pointer to rows, a malloc'd buffer, min/max/|| /&& reductions, every schedule.
#include <stdio.h>
#include <stdlib.h>
#define R 300
#define C 200
static double m[R][C], colsum[C], rowmax[R];
struct body { double pos[3], vel[3]; };
static struct body bodies[512];
static void step(struct body *b, int n, double dt) {
  #pragma nano loop schedule(gss, 4)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 3; k++) b[i].pos[k] += dt * b[i].vel[k];
}
static void scale_rows(double (*a)[C], int rows, double f) {
  #pragma nano loop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < C; j++) a[i][j] *= f;
}
int main(void) {
  #pragma nano loop schedule(tss)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) m[i][j] = (i * 7 + j * 3) % 11;
  #pragma nano loop
  for (int j = 0; j < C; j++) {
    double s = 0;
    for (int i = 0; i < R; i++) s += m[i][j];
    colsum[j] = s;
  }
  #pragma nano loop schedule(factoring)
  for (int i = 0; i < R; i++) {
    double mx = m[i][0];
    for (int j = 1; j < C; j++) if (m[i][j] > mx) mx = m[i][j];
    rowmax[i] = mx;
  }
  for (int i = 0; i < 512; i++) for (int k = 0; k < 3; k++) { bodies[i].vel[k] = i % 5 + k; }
  step(bodies, 512, 0.5);
  scale_rows(m, R, 2.0);
  double *buf = malloc(1000 * sizeof *buf);
  #pragma nano loop
  for (int i = 0; i < 1000; i++) buf[i] = i;
  long best = 0; double mn = 1e30;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) { if (buf[i] * 3 > best) best = buf[i] * 3; mn = buf[i] < mn ? buf[i] : mn; }
  int any = 0, all = 1;
  #pragma nano loop reduction(||: any) reduction(&&: all)
  for (int i = 0; i < 1000; i++) { any = any || buf[i] > 998; all = all && buf[i] >= 0; }
  printf("%.1f %.1f %.1f %.1f %ld %.1f %d %d\n", colsum[5], rowmax[7], bodies[100].pos[2], m[3][4], best, mn, any, all);
  free(buf);
  return 0;
}
