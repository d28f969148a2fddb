// contract_access_forms: in/out/inout clauses with m[i][0:n], s->f[i][0:n], s.f[i], a[lo:len], *p, p[lo:len], s.f and s->f through void* calls the analysis cannot see.
#include <stdio.h>
#include <string.h>
struct grid { int n; int cells[8][32]; int row_sum[8]; };
struct pair { long first; long second; };
static void fill_row(int *row, int n, int seed) { for (int j = 0; j < n; j++) row[j] = (seed * 37 + j * 11) % 101; }
static int sum_row(const int *row, int n) { int s = 0; for (int j = 0; j < n; j++) s += row[j]; return s; }
static void opaque_scale(void *p, int n, int k) { int *q = p; for (int j = 0; j < n; j++) q[j] *= k; }
int main(void) {
  static struct grid g; struct grid *gp = &g;
  int m[8][32]; int a[64]; int x = 0; int *p = &x;
  struct pair pr = {0, 0}; struct pair *pp = &pr;
  g.n = 32;
  for (int i = 0; i < 8; i++) {
    #pragma nano task out(m[i][0:32])
    fill_row(m[i], 32, i);
  }
  for (int i = 0; i < 8; i++) {
    #pragma nano task inout(gp->cells[i][0:32])
    { memcpy(gp->cells[i], m[i], sizeof m[i]); opaque_scale((void *)gp->cells[i], 32, i + 1); }
  }
  for (int i = 0; i < 8; i++) {
    #pragma nano task in(gp->cells[i][0:32]) out(g.row_sum[i])
    g.row_sum[i] = sum_row(g.cells[i], 32);
  }
  for (int i = 0; i < 64; i += 16) {
    #pragma nano task out(a[i:16])
    opaque_scale(memset(&a[i], 0, 16 * sizeof(int)), 16, 3);
  }
  #pragma nano task inout(*p)
  *p += 41;
  #pragma nano task inout(pr.first)
  pr.first = g.row_sum[0] + g.row_sum[7];
  #pragma nano task out(pp->second)
  pp->second = 99;
  #pragma nano task inout(p[0:1])
  p[0] *= 2;
  #pragma nano wait
  int t = 0; for (int i = 0; i < 8; i++) t += g.row_sum[i];
  int as = 0; for (int i = 0; i < 64; i++) as += a[i];
  printf("%d %d %d %ld %ld\n", t, as, x, pr.first, pr.second);
  return 0;
}
