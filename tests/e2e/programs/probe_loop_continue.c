// probe_loop_continue: 'continue' inside '#pragma nano loop' bodies (a filter and a filtered reduction), and a task in a loop that a later 'break' leaves.
#include <stdio.h>
static int v[1000];
int main(void) {
  #pragma nano loop
  for (int i = 0; i < 1000; i++) {
    if (i % 3 == 0) continue;
    v[i] = i;
  }
  long s = 0;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) {
    if (v[i] == 0) continue;
    s += v[i];
  }
  int found = -1;
  for (int i = 0; i < 1000; i++) {
    #pragma nano task
    v[i] *= 2;
    if (i == 500) { found = i; break; }
  }
  printf("%ld %d %d\n", s, found, v[500]);
  return 0;
}
