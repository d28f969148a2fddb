// loop_forms: canonical loop shapes — <, <=, >, >= bounds, steps other than 1, variables declared before.
#include <stdio.h>

static int out[1000];

static int f(int i) { return (i * i + 3) % 101; }

int main(void) {
  int lo = 3, hi = 997;
  #pragma nano loop
  for (int i = lo; i < hi; i++) out[i] = f(i);
  #pragma nano loop schedule(fixed, 7)
  for (int i = 0; i <= 2; i++) out[i] = -f(i);
  #pragma nano loop schedule(static)
  for (int i = 999; i >= 997; i--) out[i] = 2 * f(i);
  int i;
  #pragma nano loop schedule(gss)
  for (i = 990; i > 900; i -= 3) out[i] += 1000;
  long s = 0;
  for (int k = 0; k < 1000; k++) s += (long)out[k] * (k % 13 + 1);
  printf("checksum = %ld, i after the last loop = %d\n", s, i);
  return 0;
}
