/* A callee whose subscript the compiler cannot bound (a counter set by a data-
 * dependent while loop) may access its parameter's object anywhere: beyond the
 * section of its bounded loop (`v[n + k]`), before it (`v[-k]`), or in a scan
 * that runs until a sentinel. The task must cover the argument's whole object,
 * so the creator's next statement waits for it. (Such subscripts were assumed
 * inside the bounded section, and the creator did not wait: probe5 D4.) */
#include <stdio.h>

static void spin(void) {
  for (volatile int k = 0; k < 3000000; k++) {
  }
}

/* Writes v[0:n], then a terminator after the run of non-zeros of tail[]. */
static void fill_then_append(long *v, int n, const int *tail) {
  spin();
  for (int i = 0; i < n; i++) v[i] = i;
  int k = 0;
  while (tail[k]) k++;
  v[n + k] = 99;
}

/* Writes v[0:n], then a mark k elements before v[0]. */
static void fill_then_mark_before(long *v, int n, const int *d) {
  spin();
  for (int i = 0; i < n; i++) v[i] = 1;
  int k = 0;
  while (d[k]) k++;
  v[-k] = 77;
}

/* Sums v[0:n] and the tail after it, up to the sentinel -1. */
static long sum_with_tail(const long *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  spin();
  int k = n;
  while (v[k] != -1) {
    s += v[k] * 100;
    k++;
  }
  return s;
}

int main(void) {
  long appended[16] = {0};
  int tail[] = {1, 1, 1, 0};
  #pragma nano task
  fill_then_append(appended, 8, tail);
  long a = appended[11]; /* written by the task: 8 + 3 */

  long marked[20] = {0};
  int d[] = {1, 1, 0};
  #pragma nano task
  fill_then_mark_before(marked + 10, 5, d);
  long b = marked[8]; /* written by the task: 10 - 2 */

  long scanned[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1};
  long c;
  #pragma nano task
  c = sum_with_tail(scanned, 8);
  scanned[8] = 1000; /* the task reads scanned[8] first */

  printf("%ld %ld %ld %ld\n", a, b, c, scanned[8]);
  return 0;
}
