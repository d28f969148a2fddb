// contract_local_enum_constants: enumeration constants declared inside the function (enum { M = 64 };) used inside a parallel loop's body and inside a task's statement, whose copies are outlined outside the function.
#include <stdio.h>
static void fill(int *g, int n) { for (int i = 0; i < n; i++) g[i] = i; }
int main(void) {
  enum { M = 64, STEP = 3 };
  int grid[M][M], row[M];
  #pragma nano loop
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j += STEP) grid[i][j] = i * j % 7;
  #pragma nano task
  fill(row, M);
  long x = 0;
  #pragma nano task
  for (int j = 0; j < M; j++) x += j * STEP;
  long g = 0;
  for (int i = 0; i < M; i++) for (int j = 0; j < M; j += STEP) g += grid[i][j];
  printf("%ld %d %ld\n", g, row[M - 1], x);
  return 0;
}
