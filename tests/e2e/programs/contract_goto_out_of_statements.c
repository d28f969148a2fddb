// contract_goto_out_of_statements: a task statement and a parallel block's statement containing a goto to a label after them run sequentially (with a warning) and skip what the elision skips.
#include <stdio.h>
static int a[100];
static int from_task(int limit) {
  int found = -1;
  #pragma nano task
  for (int i = 0; i < 100; i++) if (i > limit) { found = i; goto out; }
  a[0] = -1;
out:
  return found * 10 + a[0];
}
static int from_parallel(int limit) {
  int found = -1;
  #pragma nano parallel
  {
    for (int i = 0; i < 100; i++) a[i] = i * 3;
    for (int i = 0; i < 100; i++) if (a[i] > limit) { found = i; goto out; }
    a[1] = -1;
  }
out:
  return found * 1000 + a[1];
}
int main(void) {
  printf("%d %d\n", from_task(47), from_task(200));
  printf("%d %d\n", from_parallel(47), from_parallel(400));
  return 0;
}
