// task_whole_object: tasks whose callee indexes a named array in a way the
// analysis cannot bound (src[k % n]) register the whole array and run as
// nano-threads; the next round's writes to buf wait for them.
#include <stdio.h>

static long out[8];
static long table[32];

static void heavy(long *dst, const long *src, int n) {
  long s = 0;
  for (int k = 0; k < 2000; k++) s += src[k % n] ^ k;
  *dst = s;
}

static void stage(int i) {
  long buf[16];
  for (int k = 0; k < 16; k++) buf[k] = k * i;
  #pragma nano task
  heavy(&out[i], buf, 16);
  #pragma nano task
  heavy(&out[i + 4], table, 32);
}

int main(void) {
  for (int k = 0; k < 32; k++) table[k] = 3 * k + 1;
  for (int i = 0; i < 4; i++) stage(i);
  long total = 0;
  for (int i = 0; i < 8; i++) total += out[i] % 100003;
  printf("%ld\n", total);
  return 0;
}
