// contract_goto_wait_paths: gotos around a task and the statements that wait
// for it (review of the wait-path change). Each case printed an old value:
// - a goto jumping over the user's `#pragma nano wait` to the read;
// - a goto to a label nested in a later statement (`if (..) { L: ... }`);
// - a goto out of the task's block to a label past the wait placed after it;
// - a backward goto from inside the task's block to a label before it;
// - a backward goto to a label nested in an earlier statement.
#include <stdio.h>
static long x;
static void spin(void) {
  volatile long s = 0;
  for (long i = 0; i < 2000000; i++) s += i;
}
static void work(long v) { spin(); x = v; }
static long over_wait(int c) {
  x = 1;
  #pragma nano task
  work(42);
  if (c) goto skip;
  #pragma nano wait
skip:
  return x;
}
static long nested_label(int argc, int c) {
  x = 1;
  long r = 0;
  #pragma nano task
  work(42);
  if (c) goto L;
  r += x;
  if (argc > 0) {
  L:
    r += x * 10;
  }
  return r;
}
static long out_of_block(int c) {
  x = 1;
  long r = 0;
  {
    #pragma nano task
    work(7);
    if (c) goto L;
    r += x;
  }
  r = r * 10 + x;
L:
  r = r * 10 + x;
  return r;
}
static long back_from_nested(void) {
  x = 1;
  long r = 0, k = 0;
again:
  r = r * 10 + x;
  {
    #pragma nano task
    work(k + 5);
    if (++k < 3) goto again;
  }
  return r;
}
static long back_to_nested(int argc) {
  x = 1;
  long r = 0, k = 0;
  if (argc > 0) {
  again:
    r = r * 100 + x;
  }
  #pragma nano task
  work(k + 5);
  k++;
  if (k < 3) goto again;
  return r;
}
int main(int argc, char **argv) {
  (void)argv;
  int c = argc < 5;
  printf("%ld %ld %ld %ld %ld\n", over_wait(c), nested_label(argc, c), out_of_block(c), back_from_nested(),
         back_to_nested(argc));
  return 0;
}
