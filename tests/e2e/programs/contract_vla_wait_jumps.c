// contract_vla_wait_jumps: tasks on variable-length arrays (1-D and 2-D), #pragma nano wait inside if and inside a loop, tasks under switch fallthrough, goto past tasks, continue around a task, volatile and const globals read by tasks.
#include <stdio.h>
#include <string.h>
static void fill(int *v, int n, int k) { for (int i = 0; i < n; i++) v[i] = i * k; }
static long sum(const int *v, int n) { long s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
static long vla_part(int n) {
  int v[n]; int w[n];
  #pragma nano task
  fill(v, n, 3);
  #pragma nano task
  fill(w, n, 5);
  long r = 0;
  if (n > 10) {
    #pragma nano wait
    r = sum(v, n) - sum(w, n);
  } else {
    r = sum(w, n);
  }
  return r;
}
static long mat_vla(int r, int c) {
  double m[r][c];
  for (int i = 0; i < r; i++) {
    #pragma nano task
    for (int j = 0; j < c; j++) m[i][j] = i + j * 0.5;
  }
  double s = 0;
  for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) s += m[i][j];
  return (long)(s * 2);
}
static int sw(int mode, int *out) {
  int a = 0, b = 0, c = 0;
  switch (mode) {
  case 0:
    #pragma nano task
    a = mode + 10;
    /* fallthrough */
  case 1:
    #pragma nano task
    b = a + 1;
    /* fallthrough */
  case 2:
    c = a + b;
    break;
  default:
    goto done;
  }
  for (int k = 0; k < 5; k++) {
    if (k == 2) continue;
    #pragma nano task
    out[k] = k * c;
    if (k == 3) {
      #pragma nano wait
      out[k] += out[1];
    }
  }
done:
  return a * 100 + b * 10 + c;
}
static volatile int vflag = 7;
static const int ctab[5] = {1, 2, 3, 4, 5};
int main(void) {
  printf("%ld %ld %ld\n", vla_part(5), vla_part(50), mat_vla(7, 13));
  for (int m = 0; m < 4; m++) { int out[5] = {0}; int r = sw(m, out); printf("%d %d %d %d %d %d\n", r, out[0], out[1], out[2], out[3], out[4]); }
  int x = 0, y = 0;
  #pragma nano task
  x = vflag + ctab[2];
  #pragma nano task
  y = x * ctab[4];
  vflag = 9;
  printf("%d %d %d\n", x, y, vflag);
  return 0;
}
