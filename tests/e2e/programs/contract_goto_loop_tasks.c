// contract_goto_loop_tasks: a task site that a backward `goto` runs again
// (`again: ... if (i < 10) goto again;`) creates one nano-thread per pass,
// like a loop: the reads after the jump and the function's exit wait for
// all of them, not only for the last one. Before: only the last instance was
// waited for (wrong sums, and tasks writing a dead frame: segfaults).
// A statement between the label and the task that reads its result waits for
// the earlier pass; a forward goto past a wait meets another at its label.
// Results equal the sequential elision.
#include <stdio.h>
static long slowsq(long v) {
  volatile long s = 0;
  for (long i = 0; i < 200000; i++) s += i & 1;
  return v * v + (s & 0);
}
static long run(void) {
  long acc[10] = {0};
  int i = 0;
again:
  #pragma nano task
  acc[i] = slowsq(i);
  i++;
  if (i < 10) goto again;
  long s = 0;
  for (int k = 0; k < 10; k++) s += acc[k];
  return s;
}
static long nested(int rounds) {
  long acc[4] = {0};
  for (int r = 0; r < rounds; r++) {
    int i = 0;
  step:
    #pragma nano task
    acc[i] += slowsq(i + r);
    if (++i < 4) goto step;
  }
  return acc[0] + acc[1] + acc[2] + acc[3];
}
static long unwritten(void) {
  long out[6];
  int i = 0;
top:
  #pragma nano task
  out[i] = slowsq(2 * i);
  if (++i < 6) goto top;
  return out[0] + out[5];
}
static long reads_first(void) { /* the label's statement reads the previous pass's result */
  long x = 1, s = 0;
  int i = 0;
top:
  s += x;
  #pragma nano task
  x = slowsq(x + i) % 1000;
  if (++i < 6) goto top;
  return s * 1000 + x;
}
static long skips_wait(int c) { /* a forward goto passes over the wait before `s += x` */
  long x = 3, s = 0;
  #pragma nano task
  x = slowsq(x);
  if (c > 0) goto skip;
  s += x;
skip:
  s += 2 * x;
  return s;
}
int main(void) {
  long a = run(), b = run();
  printf("%ld %ld %ld %ld\n", a, b, nested(3), unwritten());
  printf("%ld %ld %ld\n", reads_first(), skips_wait(1), skips_wait(0));
  return 0;
}
