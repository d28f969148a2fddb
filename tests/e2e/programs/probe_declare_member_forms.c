// probe_declare_member_forms: #pragma nano declare with p->x / p->y, m[i][0:n] of a 2-D array parameter, an empty writes(), and a global read that a later statement changes; bodies in probe_declare_member_forms_kernels.c.
// E2E-EXTRA: probe_declare_member_forms_kernels.c
#include <stdio.h>
extern double gscale;
extern int gcount;
#pragma nano declare reads(gscale) writes(v[0:n], gcount)
void ext_fill(double *v, int n, double x);
#pragma nano declare reads(v[0:n]) writes()
double ext_sum(const double *v, int n);
#pragma nano declare writes(*p)
void ext_set(int *p, int v);
struct pt { double x, y; };
#pragma nano declare reads(p->x, p->y) writes(p->x, p->y)
void ext_move(struct pt *p, double dx);
#pragma nano declare writes(m[i][0:n])
void ext_row(int n, double m[][8], int i);
int main(void) {
  double a[100], b[100];
  #pragma nano task
  ext_fill(a, 100, 1.0);
  #pragma nano task
  ext_fill(b, 100, 2.0);
  double sa, sb;
  #pragma nano task
  sa = ext_sum(a, 100);
  #pragma nano task
  sb = ext_sum(b, 100);
  gscale = 3.0;
  #pragma nano task
  ext_fill(a, 50, 1.0);
  printf("%.1f %.1f %.1f %d\n", sa, sb, a[49], gcount);
  int x = 0, y = 0;
  #pragma nano task
  ext_set(&x, 4);
  #pragma nano task
  ext_set(&y, 5);
  printf("%d %d\n", x, y);
  struct pt p = { 1, 2 }, q = { 3, 4 };
  #pragma nano task
  ext_move(&p, 1);
  #pragma nano task
  ext_move(&q, 2);
  #pragma nano task
  ext_move(&p, 0.5);
  printf("%.1f %.1f %.1f %.1f\n", p.x, p.y, q.x, q.y);
  double m[8][8];
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    ext_row(8, m, i);
  }
  double t = 0;
  for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) t += m[i][j];
  printf("%.1f\n", t);
  return 0;
}
