/* task_stacked_pragmas: a task pragma followed by a loop or a second task pragma: the second runs as part of the task. */
#include <stdio.h>
static int a[100];
int main(void) {
  int r = 0;
  #pragma nano task
  #pragma nano loop
  for (int i = 0; i < 100; i++) a[i] = i;
  #pragma nano task
  #pragma nano task
  r = 7;
  printf("%d %d\n", a[50], r);
  return 0;
}
