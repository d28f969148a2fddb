// contract_scope_wait: a task reading a local array that goes out of scope at the end of a callee and of a loop iteration (with continue), then #pragma nano wait, and a wait inside an inner block.
#include <stdio.h>
static long out[8];
static void heavy(long *dst, const long *src, int n) { long s = 0; for (int k = 0; k < 20000; k++) s += src[k % n] ^ k; *dst = s; }
static void stage(int i) {
  long buf[16];
  for (int k = 0; k < 16; k++) buf[k] = k * i;
  #pragma nano task
  heavy(&out[i], buf, 16);
}   /* buf goes out of scope: the task must have finished */
int main(void) {
  for (int i = 0; i < 8; i++) {
    long tmp[4] = {i, i + 1, i + 2, i + 3};
    if (i % 2) {
      #pragma nano task
      heavy(&out[i], tmp, 4);
      continue;
    }
    stage(i);
  }
  long total = 0;
  #pragma nano wait
  for (int i = 0; i < 8; i++) total += out[i];
  printf("%ld\n", total);
  {
    int inner = 3;
    #pragma nano task
    inner *= 5;
    #pragma nano wait
    printf("%d\n", inner);
  }
  return 0;
}
