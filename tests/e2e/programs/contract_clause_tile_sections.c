// contract_clause_tile_sections: clauses naming a section in a dimension that
// is not the last (`m[r:h][c:w]`, a tile; `m[r:h][c]`, a column piece) order
// tasks whose memory the compiler cannot bound (pointers a function returns).
// Before: the registration dropped every section but the last, so
// out(m[4:2][0:2]) registered rows 0 and 1, and a following inout(m[5][1])
// ran while the tile was being filled.
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <time.h>
static long m[8][8];
static long *at(int r, int c) { return &m[r][c]; }
static void fill(long *p, int rows, int cols, long v) {
  struct timespec pause = {0, 20 * 1000 * 1000}; /* gives a misordered reader time to run first */
  nanosleep(&pause, 0);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) p[r * 8 + c] = v + r * cols + c;
}
static void bump(long *p) { *p += 1000; }
int main(void) {
  #pragma nano task out(m[4:2][0:2])
  fill(at(4, 0), 2, 2, 10);
  #pragma nano task inout(m[5][1])
  bump(at(5, 1));
  #pragma nano task out(m[0:3][6])
  fill(at(0, 6), 3, 1, 20);
  #pragma nano task inout(m[2][6:1])
  bump(at(2, 6));
  int r = 1, h = 2;
  #pragma nano task out(m[r:h][r + 2:h])
  fill(at(r, r + 2), h, h, 30);
  #pragma nano task inout(m[r + 1][r + 3])
  bump(at(r + 1, r + 3));
  #pragma nano wait
  long s = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) s += m[i][j] * (i * 8 + j + 1);
  printf("m[5][1]=%ld m[2][6]=%ld m[2][4]=%ld checksum=%ld\n", m[5][1], m[2][6], m[2][4], s);
  return 0;
}
