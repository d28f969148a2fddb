// declare_loaded_pointers: #pragma nano declare lists that reach memory through a pointer loaded
// from memory (v->d[0:v->n], a by-value structure's v.d[0:v.n], a global's GV.d[0:GV.n],
// pp[0][0:n], rows[i][0:n]) or inside the pointee (s->f[0:n]): the task registers that memory,
// evaluated when it is created, so the creator's later loops over the arrays wait for it. Also
// from a parallel block and in a parallel loop (independent: the vectors are distinct).
// E2E-EXTRA: declare_loaded_pointers_kernels.c
#include <stdio.h>
struct vec { int n; double *d; };
struct fixed { int n; double f[8]; };
struct vec GV;
#pragma nano declare reads(v->n, v->d[0:v->n]) writes(v->d[0:v->n])
void vdouble(struct vec *v);
#pragma nano declare reads(v.n, v.d[0:v.n]) writes(v.d[0:v.n])
void bdouble(struct vec v);
#pragma nano declare reads(GV.n, GV.d[0:GV.n]) writes(GV.d[0:GV.n])
void gdouble(void);
#pragma nano declare reads(pp[0:1], pp[0][0:n]) writes(pp[0][0:n])
void ppdouble(double **pp, int n);
#pragma nano declare reads(s->n, s->f[0:s->n]) writes(s->f[0:s->n])
void fdouble(struct fixed *s);
#pragma nano declare reads(rows[i][0:n]) writes(rows[i][0:n])
void rowdouble(double **rows, int i, int n);

static double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

int main(void) {
  double b0[10], b1[10], b2[10], b3[10], b4[10], r0[6], r1[6];
  for (int i = 0; i < 10; i++) b0[i] = b1[i] = b2[i] = b3[i] = b4[i] = i;
  for (int i = 0; i < 6; i++) r0[i] = r1[i] = i + 1;
  struct vec v = { 10, b0 };
  #pragma nano task
  vdouble(&v);
  double s0 = sum(b0, 10);      // waits: the task writes b0 through v.d
  struct vec w = { 10, b1 };
  #pragma nano task
  bdouble(w);
  double s1 = sum(b1, 10);
  GV.n = 10; GV.d = b2;
  #pragma nano task
  gdouble();
  double s2 = sum(b2, 10);
  double *pb = b3;
  #pragma nano task
  ppdouble(&pb, 10);
  double s3 = sum(b3, 10);
  struct fixed fx = { 8, { 1, 2, 3, 4, 5, 6, 7, 8 } };
  #pragma nano task
  fdouble(&fx);
  double s4 = sum(fx.f, 8);
  double *rows[2] = { r0, r1 };
  for (int i = 0; i < 2; i++) {
    #pragma nano task
    rowdouble(rows, i, 6);
  }
  double s5 = sum(r0, 6) + sum(r1, 6);
  printf("%.1f %.1f %.1f %.1f %.1f %.1f\n", s0, s1, s2, s3, s4, s5);

  struct vec u = { 10, b4 };
  double p0, p1;
  #pragma nano parallel
  {
    vdouble(&u);
    p0 = sum(b4, 10);
    vdouble(&u);
    p1 = sum(b4, 10);
  }
  printf("%.1f %.1f\n", p0, p1);

  double cells[4][5];
  struct vec vs[4];
  for (int k = 0; k < 4; k++) {
    for (int j = 0; j < 5; j++) cells[k][j] = k + j;
    vs[k].n = 5;
    vs[k].d = cells[k];
  }
  #pragma nano loop independent schedule(fixed, 1)
  for (int k = 0; k < 4; k++) vdouble(&vs[k]);
  double t = 0;
  for (int k = 0; k < 4; k++) t += sum(cells[k], 5);
  printf("%.1f\n", t);
  return 0;
}
