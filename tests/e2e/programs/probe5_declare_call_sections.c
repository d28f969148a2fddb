// probe5_declare_call_sections: #pragma nano declare sections mapped to the call's arguments (buf + off, &buf[12]) and to a global's section; the creator waits only for the sections it reads.
// E2E-EXTRA: probe5_declare_call_sections_kernels.c
#include <stdio.h>
double G[100];
#pragma nano declare reads(n) writes(p[0:n])
void fill(double *p, int n);
#pragma nano declare reads(G[lo:cnt]) writes(*res)
void gsum(int lo, int cnt, double *res);
#pragma nano declare reads(q[0:n]) writes(G[0:n])
void gset(const double *q, int n);
int main(void){
  double buf[20] = {0}, r1 = 0, src[100];
  for (int i = 0; i < 100; i++) src[i] = i;
  int off = 5;
  #pragma nano task
  fill(buf + off, 3);
  #pragma nano task
  fill(&buf[12], 4);
  double x = buf[6] + buf[13];        /* both written by the tasks */
  #pragma nano task
  gset(src, 50);
  #pragma nano task
  gsum(10, 20, &r1);                  /* reads G[10:20]: after gset */
  printf("%.1f %.1f\n", x, r1);
  return 0; }
