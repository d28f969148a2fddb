// contract_unbraced_loop_body_tasks: a task that is a loop's whole body, without
// braces (`while (k < 3) #pragma nano task y += slow(k++);`), or under an `if`
// that is the body, is waited for after each iteration when the loop's
// condition, increment or the `if`'s condition touches what the task accesses.
// Before: the condition ran at once on the old value (a `while` created thousands
// of tasks, a `for` read past its array), in every run. A loop whose condition
// only reads what the creation copies (`b[e] = ...(e)`) is not serialised.
// Results equal the sequential elision.
#include <stdio.h>
static long slow(long i) { long s = i; for (int k = 0; k < 200000; k++) s = (s * 3 + 1) & 0xffff; return s % 5 + i + 1; }
int main(void) {
  int k = 0; long y = 0;
  while (k < 3)
    #pragma nano task
    y += slow(k++);

  long a[64] = {0};
  int i;
  for (i = 0; a[i] < 20 && i < 63; i++)
    #pragma nano task
    a[i + 1] = slow(a[i]);

  long x = 0; int n = 0;
  do
    #pragma nano task
    x = slow(x);
  while (x < 15 && ++n < 100);

  long j = 0; int m = 0;
  while (j < 20 && m < 1000)
    if (++m > 0)
      #pragma nano task
      j = slow(j);

  /* Only the creation reads what the condition reads: one task per element, unordered. */
  long b[64];
  for (int e = 0; e < 64; e++)
    #pragma nano task
    b[e] = slow(e) - slow(e) + e;
  long sum = 0;
  for (int e = 0; e < 64; e++) sum += b[e];

  printf("%d %ld | %d %ld | %ld %d | %ld %d | %ld\n", k, y, i, a[i], x, n, j, m, sum);
  return 0;
}
