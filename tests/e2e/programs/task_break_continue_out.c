/* task_break_continue_out: break/continue in task statements leaving the creator's loop run in order. */
#include <stdio.h>
static int a[10];
int main(void) {
  int n = 0;
  for (int i = 0; i < 10; i++) {
    #pragma nano task
    { if (i == 4) break; a[i] = i + 1; }
    n++;
  }
  for (int i = 0; i < 10; i++) {
    #pragma nano task
    { if (i % 2) continue; a[i] = 100 + i; }
  }
  for (int i = 0; i < 10; i++) {
    #pragma nano task
    { for (int j = 0; j < 3; j++) { if (j == 1) break; a[i] += j; } switch (i) { case 1: a[i] = 0; break; default: break; } }
  }
  printf("%d %d %d\n", n, a[3], a[5]);
  return 0;
}
