// contract_flat_matrix_views: tasks write rows of a 2-D local array through m[r], through flat pointer arithmetic from
// &m[0][0] (a row, and a range crossing from one row into the next) and through (long *)m; reads of the whole matrix
// through a flat pointer and of single elements wait for exactly those tasks.
#include <stdio.h>
#define R 8
#define C 16
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static void fill_row(long *row, int n, long b) { for (int j = 0; j < n; j++) row[j] = slow(b * 100 + j, 20000) % 1000; }
static long flat_sum(const long *p, int n) { long s = 0; for (int i = 0; i < n; i++) s = (s * 31 + p[i]) % 1000000007; return s; }
int main(void) {
  long m[R][C] = {{0}};
  for (int r = 0; r < R; r++) {
    #pragma nano task
    fill_row(m[r], C, r);
  }
  long s1 = flat_sum(&m[0][0], R * C);            /* the whole matrix through a flat pointer */
  #pragma nano task
  fill_row(&m[0][0] + 3 * C, C, 77);             /* row 3 through flat arithmetic */
  long v35 = m[3][5];
  #pragma nano task
  fill_row(&m[1][C - 4], 8, 55);                  /* crosses from row 1 into row 2 (flat view) */
  long v21 = m[2][1];
  long *base = (long *)m;
  #pragma nano task
  fill_row(base + 5 * C + 2, 3, 66);
  long v52 = m[5][3];
  printf("%ld %ld %ld %ld\n", s1, v35, v21, v52);
  return 0;
}
