/* A task whose callee uses a _Thread_local variable: the task may run on a
 * worker thread, which has its own copy, so it runs in the creating
 * nano-thread (the tasks used the worker's copy, seeded 1, and the creator's
 * never advanced). Direct uses in the task statement capture the creator's
 * object and stay tasks. */
#include <stdio.h>

static _Thread_local long tls_seed = 1;
static _Thread_local long tls_log[4];

static long slow(long v, int k) {
  for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003;
  return v;
}
static long next_rand(void) {
  tls_seed = tls_seed * 1103515245 + 12345;
  return (tls_seed >> 16) & 0x7fff;
}

int main(void) {
  tls_seed = 42;
  long a, b;
  #pragma nano task
  a = next_rand() + slow(1, 100000);
  #pragma nano task
  b = next_rand() + slow(2, 100000);
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    tls_log[i] = slow(i, 10000);
  }
  long s = 0;
  for (int i = 0; i < 4; i++) s += tls_log[i];
  printf("%ld %ld %ld %ld\n", a, b, tls_seed, s);
  return 0;
}
