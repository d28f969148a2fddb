// task_sections_wait: out() clauses with a section and a 2-D row section for code the
// compiler cannot see through (memset via a void *), then #pragma nano wait.
#include <stdio.h>
#include <string.h>
static void opaque_fill(void *dst, int v, unsigned long n) { memset(dst, v, n); }
static int counter;
static void bump(void) { counter++; }
int main(void) {
  char buf[256];
  int grid[8][32];
  #pragma nano task out(buf[0:256])
  opaque_fill(buf, 'x', sizeof buf);
  for (int r = 0; r < 8; r++) {
    #pragma nano task out(grid[r][0:32])
    for (int c = 0; c < 32; c++) grid[r][c] = r * c;
  }
  #pragma nano task
  bump();
  #pragma nano task
  bump();
  #pragma nano wait
  long s = 0;
  for (int r = 0; r < 8; r++) for (int c = 0; c < 32; c++) s += grid[r][c];
  printf("%c %ld %d\n", buf[100], s, counter);
  return 0;
}
