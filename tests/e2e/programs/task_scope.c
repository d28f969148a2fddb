// task_scope: a task that writes a block-scoped local is waited for before the local dies,
// and a function that created tasks waits for all of them before it returns.
#include <stdio.h>

static int collatz_steps(long n) {
  int steps = 0;
  while (n != 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

static long results[8];

static void fill_results(void) {
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    results[i] = collatz_steps(27 + i * 1000);
  }
}                                  // returns only after the 8 tasks completed

int main(void) {
  long total = 0;
  for (int round = 0; round < 3; round++) {
    int local;                     // dies at the end of each iteration
    #pragma nano task
    local = collatz_steps(97 + round);
    total += local;                // reads local: waits here
  }
  printf("total = %ld\n", total);
  fill_results();
  for (int i = 0; i < 8; i++) printf("results[%d] = %ld\n", i, results[i]);
  return 0;
}
