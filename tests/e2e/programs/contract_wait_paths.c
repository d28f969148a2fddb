// contract_wait_paths: a statement after a task that reads what the task
// writes waits for it on every path that reaches it (probe8 H1-H3). Before:
// - a `#pragma nano wait` that runs only on some paths (in an if, in a loop
//   that may run zero times) was taken as covering the later read: no wait;
// - the wait before a labelled statement went before the label, so a forward
//   `goto` to the label skipped it;
// - a `break` between a task in a loop and the loop body's waiting statement
//   left the loop without a wait, and the read after the loop ran early.
// Each printed an old value at 1, 2 and 4 workers.
#include <stdio.h>
static long spin(long n, long seed) {
  volatile long s = seed;
  for (long i = 0; i < n; i++) s = s * 3 + 1;
  return s & 0xff;
}
long x, y, g[4];
static long conditional_wait(int c) {
  #pragma nano task
  x = spin(2000000, 1) + 1000;
  if (c > 5) {
    #pragma nano wait
  }
  return x;
}
static long zero_trip_wait(int c) {
  #pragma nano task
  x = spin(2000000, 2) + 2000;
  for (int j = 1; j < c; j++) {
    #pragma nano wait
  }
  return x;
}
static long conditional_wait_in_loop(void) {
  g[3] = 0;
  for (int i = 0; i < 3; i++) {
    #pragma nano task
    g[2] = spin(1000000, i) + i;
    if (i == 1) {
      #pragma nano wait
    }
    g[3] += g[2];
  }
  return g[3];
}
static long goto_to_label(int c) {
  long r = 0;
  if (c) {
    #pragma nano task
    y = spin(2000000, 3) + 1000;
    goto out;
  }
  r = 5;
out:
  r += y;
  return r;
}
static long goto_in_loop_and_case(int c) {
  long r = 0;
  for (int i = 0; i < 3; i++) {
    if (i == c) {
      #pragma nano task
      y = spin(2000000, i) + 1000;
      goto next;
    }
    r += 1;
  next:
    r += y;
  }
  switch (c) {
  case 1:
    #pragma nano task
    y = spin(2000000, 9) + 500;
    /* fallthrough */
  case 2:
    r += y;
  }
  return r;
}
static long break_after_task(int c) {
  long r = 0;
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    y = spin(2000000, i) + 1000;
    if (i == c) break;
    r += y;
  }
  return r * 10000 + y;
}
int main(int argc, char **argv) {
  (void)argv;
  printf("%ld\n", conditional_wait(argc));
  printf("%ld\n", zero_trip_wait(argc));
  printf("%ld\n", conditional_wait_in_loop());
  printf("%ld\n", goto_to_label(argc));
  printf("%ld\n", goto_in_loop_and_case(argc));
  printf("%ld\n", break_after_task(argc));
  return 0;
}
