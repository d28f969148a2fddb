// loop_diverging_steps: a step that moves away from the bound (`c >= 10` with
// `c++`) is canonical: the loop runs no iteration, or until its variable wraps.
#include <stdio.h>

static int hits[300];

int main(void) {
  unsigned char c;
  #pragma nano loop
  for (c = 250; c >= 10; c++) hits[c] += 1;           /* 250..255, then 0 ends it */
  #pragma nano loop
  for (int i = 5; i >= 10; i++) hits[i] += 100;       /* no iteration */
  #pragma nano loop
  for (int i = 20; i < 10; i--) hits[i] += 100;       /* no iteration */
  unsigned u;
  #pragma nano loop
  for (u = 3; u <= 5u; u -= 1) hits[u + 256] += 7;    /* 3, 2, 1, 0, then wraps */
  long s = 0;
  for (int k = 0; k < 300; k++) s += (long)hits[k] * (k % 17 + 1);
  printf("checksum = %ld, c = %d, u = %u\n", s, c, u);
  return 0;
}
