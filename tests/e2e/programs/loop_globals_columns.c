// loop_globals_columns: reductions into global and static scalars, loops over the second
// subscript of a 2-D array (column sweeps, a column prefix sum), and a task whose body
// keeps state in a static local (one object shared by every task: they stay in order).
#include <stdio.h>

static int v[1000];
long gsum;
static int gmax = -1;
static int grid[60][80];
static int order[8];

static void fill(void) {
  for (int i = 0; i < 1000; i++) v[i] = (i * 37) % 1001;
}

int main(void) {
  fill();
  #pragma nano loop reduction(+: gsum)
  for (int i = 0; i < 1000; i++) gsum += v[i];
  #pragma nano loop schedule(fixed, 7)
  for (int i = 0; i < 1000; i++) if (v[i] > gmax) gmax = v[i];
  static double sq;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) sq += (double)v[i] * 0.5;
  printf("sum %ld max %d half %.1f\n", gsum, gmax, sq);

  #pragma nano loop schedule(fixed, 3)
  for (int j = 0; j < 80; j++)
    for (int i = 0; i < 60; i++) grid[i][j] = i * 3 + j;
  #pragma nano loop schedule(gss)
  for (int j = 0; j < 80; j++)
    for (int i = 1; i < 60; i++) grid[i][j] += grid[i - 1][j];
  long check = 0;
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 80; j++) check = (check * 31 + grid[i][j]) % 1000003;
  printf("grid %d %d check %ld\n", grid[59][79], grid[17][3], check);

  for (int i = 0; i < 8; i++) {
    #pragma nano task
    {
      static int next;
      order[i] = next++;
    }
  }
  for (int i = 0; i < 8; i++) printf("%d ", order[i]);
  printf("\n");
  return 0;
}
