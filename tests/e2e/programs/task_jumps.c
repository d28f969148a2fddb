// task_jumps: tasks in loops left by break and continue; the value read after the loop
// is the last task's.
#include <stdio.h>
static int slow(int v) { int s = 0; for (int i = 0; i < 300000; i++) s += (v + i) % 5; return s; }
int main(void) {
  int found = -1, r = 0;
  for (int i = 0; i < 10; i++) {
    #pragma nano task
    r = slow(i);
    if (i == 3) break;
  }
  printf("%d\n", r);
  int q = 0;
  for (int i = 0; i < 4; i++) {
    if (i == 2) {
      #pragma nano task
      q = slow(5);
      continue;
    }
    found = i;
  }
  printf("%d %d\n", q, found);
  return 0;
}
