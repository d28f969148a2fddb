// contract_arrays_multidim: tasks over rows of a 2-D array (a chain row i <- row i-1), over 3-D array planes, on struct array elements s[i] (repeated rounds), and through a pointer to pointer.
#include <stdio.h>
#include <stdlib.h>
#define R 8
#define C 50
struct P { int id; double w[4]; long cnt; };
static double m[R][C]; static int cube[4][5][6]; static struct P ps[10];
static void fillrow(double *r, int n, double v) { for (int j = 0; j < n; j++) r[j] = v + j; }
static void shift(double *dst, const double *src, int n) { for (int j = 0; j < n; j++) dst[j] = src[j] * 2; }
static void bump(struct P *p) { p->cnt += p->id; for (int k = 0; k < 4; k++) p->w[k] += k; }
static void incpp(int **pp, int n) { for (int k = 0; k < n; k++) (*pp)[k] += k; }
int main(void) {
  for (int i = 0; i < R; i++) {
    #pragma nano task
    fillrow(m[i], C, i * 10.0);
  }
  for (int i = 1; i < R; i++) {
    #pragma nano task
    shift(m[i], m[i - 1], C);   /* chain: each row after the previous */
  }
  double s = 0; for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += m[i][j];
  printf("%.1f\n", s);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) {
      #pragma nano task
      for (int k = 0; k < 6; k++) cube[i][j][k] = i * 100 + j * 10 + k;
    }
  for (int i = 1; i < 4; i++) {
    #pragma nano task
    for (int j = 0; j < 5; j++) for (int k = 0; k < 6; k++) cube[i][j][k] += cube[i - 1][j][k];
  }
  long cs = 0; for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) for (int k = 0; k < 6; k++) cs += cube[i][j][k] * (k + 1);
  printf("%ld\n", cs);
  for (int i = 0; i < 10; i++) ps[i].id = i;
  for (int r = 0; r < 3; r++)
    for (int i = 0; i < 10; i++) {
      #pragma nano task
      bump(&ps[i]);
    }
  long pc = 0; double pw = 0; for (int i = 0; i < 10; i++) { pc += ps[i].cnt; pw += ps[i].w[3]; }
  printf("%ld %.1f\n", pc, pw);
  int *buf = calloc(20, sizeof(int)); int **pp = &buf;
  #pragma nano task
  incpp(pp, 20);
  #pragma nano task
  incpp(&buf, 20);
  int bs = 0; for (int k = 0; k < 20; k++) bs += buf[k];
  printf("%d\n", bs);
  free(buf);
  return 0;
}
