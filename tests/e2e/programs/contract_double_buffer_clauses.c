// contract_double_buffer_clauses: a producer/consumer pipeline over two buffers with external functions ordered only by
// out(buf[r % 2][0:64]) / in(buf[r % 2][0:64]) inout(acc): round r + 2 overwrites a buffer only after round r consumed it.
// E2E-EXTRA: contract_double_buffer_clauses_kernels.c
#include <stdio.h>
void produce(long *slot, int n, int round);
void consume(const long *slot, int n, long *acc);
int main(void) {
  static long buf[2][64];
  long acc = 0;
  for (int r = 0; r < 40; r++) {
    #pragma nano task out(buf[r % 2][0:64])
    produce(buf[r % 2], 64, r);
    #pragma nano task in(buf[r % 2][0:64]) inout(acc)
    consume(buf[r % 2], 64, &acc);
  }
  printf("%ld\n", acc);
  return 0;
}
