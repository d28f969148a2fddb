// contract_parallel_workers_values: `#pragma nano parallel workers(w)` with w = 0, negative, 1, 2, more than the workers, and
// 1000: the block runs to completion with the same result whatever the cap.
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static long run(int w) {
  long a = 0, b = 0, c = 0;
  #pragma nano parallel workers(w)
  {
    a = slow(1, 200000);
    b = slow(2, 200000);
    #pragma nano loop schedule(fixed, 1)
    for (int i = 0; i < 8; i++) c += slow(i, 20000);
  }
  return a + b + c;
}
int main(void) {
  int ws[] = {0, -3, 1, 2, 64, 1000};
  for (int i = 0; i < 6; i++) printf("%d %ld\n", ws[i], run(ws[i]));
  return 0;
}
