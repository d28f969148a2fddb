// contract_clause_sections_external: tasks calling functions whose bodies the compiler cannot see, ordered only by their
// clauses — disjoint halves of a row (m[i][0:8], m[i][8:8]), an overlapping row section that reads the previous row
// (inout(m[i][2:6]) in(m[i - 1][4:6])), a struct's pointer member through a pointer (gp->cells[0:gp->n], gp->sum), and *lp.
// E2E-EXTRA: contract_clause_sections_external_kernels.c
#include <stdio.h>
void xset(long *p, int n, long b);
void xadd(long *dst, const long *src, int n);
struct grid { int n; long *cells; long sum; };
void xgrid(struct grid *g);
int main(void) {
  static long m[8][16];
  for (int i = 0; i < 8; i++) {
    #pragma nano task out(m[i][0:8])
    xset(&m[i][0], 8, i);
    #pragma nano task out(m[i][8:8])
    xset(&m[i][8], 8, 100 + i);
  }
  for (int i = 1; i < 8; i++) {
    #pragma nano task inout(m[i][2:6]) in(m[i - 1][4:6])
    xadd(&m[i][2], &m[i - 1][4], 6);
  }
  long store[32];
  struct grid g = { 32, store, 0 };
  struct grid *gp = &g;
  #pragma nano task out(gp->cells[0:gp->n])
  xset(gp->cells, gp->n, 7);
  #pragma nano task in(gp->cells[0:gp->n], gp->n) out(gp->sum)
  xgrid(gp);
  long last = 0;
  long *lp = &last;
  #pragma nano task out(*lp) in(m[7][0:16])
  xadd(lp, &m[7][15], 1);
  long t = 0;
  for (int i = 0; i < 8; i++) for (int j = 0; j < 16; j++) t = (t * 31 + m[i][j]) % 1000000007;
  printf("%ld %ld %ld\n", t, g.sum, last);
  return 0;
}
