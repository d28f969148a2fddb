// scope_wait_continue: a task reading a local of a loop body is waited for before the
// local dies on every path out of the body: a `continue`, and the last iteration.
#include <stdio.h>

static long out[8];

static void heavy(long *dst, const long *src, int n) {
  long s = 0;
  for (int k = 0; k < 20000; k++) s += src[k % n] ^ k;
  *dst = s;
}

int main(void) {
  for (int i = 0; i < 8; i++) {
    long tmp[4] = {i, i + 1, i + 2, i + 3};
    if (i % 2) {
      #pragma nano task in(tmp[0:4]) out(out[i])
      heavy(&out[i], tmp, 4);
      continue;
    }
    out[i] = -tmp[0];
  }
  long total = 0;
  for (int i = 0; i < 8; i++) total += out[i];
  printf("%ld\n", total);
  return 0;
}
