// wait: `#pragma nano wait` waits for every task the function created so far.
#include <stdio.h>

static int produced[16];

static void produce(int i) {
  int v = i;
  for (int r = 0; r < 5000; r++) v = (v * 17 + r) % 10007;
  produced[i] = v;
}

static int checksum(void) {
  int s = 0;
  for (int i = 0; i < 16; i++) s = (s * 131 + produced[i]) % 1000003;
  return s;
}

int main(void) {
  for (int i = 0; i < 16; i++) {
    #pragma nano task
    produce(i);
  }
  #pragma nano wait
  printf("checksum = %d\n", checksum());
  return 0;
}
