/* A task statement `[lhs =] f(args)` whose assigned object or arguments change
 * state when evaluated (`a[i++]`, `a[next_id()]`, `buf + (k++) * 4`): the
 * program must see each evaluated once, as in the sequential elision. Before,
 * registering the task's accesses evaluated them a second time (i, k and the
 * counter advanced twice, and the access registered was not the one written). */
#include <stdio.h>

static long slow(long v, int k) {
  for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003;
  return v;
}
static int counter;
static int next_id(void) { return ++counter; }
static void fill(long *p, int n, long b) { for (int i = 0; i < n; i++) p[i] = b + slow(i, 20000) % 5; }
static long total(const long *p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}
static int seed = 7;
static long next_seed(void) { return seed = seed * 5 % 101; }

int main(void) {
  long a[16] = {0};
  int i = 0;
  #pragma nano task
  a[i++] = slow(5, 100000);
  int j = i;
  #pragma nano task
  a[next_id()] = slow(7, 100000);
  printf("%ld %ld %ld %d %d\n", a[0], a[1], a[2], j, counter);

  long buf[32] = {0};
  int k = 0;
  #pragma nano task
  fill(buf + (k++) * 4, 4, 10);
  #pragma nano task
  fill(buf + (k++) * 4, 4, 20);
  long s;
  #pragma nano task
  s = total(buf + 4 * --k, 4);
  printf("%d %ld %ld\n", k, total(buf, 32), s);

  /* A state-changing argument that no access range repeats stays a task. */
  long r[4];
  for (int n = 0; n < 4; n++) {
    #pragma nano task
    r[n] = slow(next_seed(), 50000);
  }
  printf("%ld %ld %ld %ld %d\n", r[0], r[1], r[2], r[3], seed);
  return 0;
}
