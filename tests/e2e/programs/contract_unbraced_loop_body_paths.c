// contract_unbraced_loop_body_paths: a task inside a loop body without braces is
// waited for at the end of each iteration when anything the next iteration runs
// before it conflicts with it: a `continue` after the task waits before it jumps
// (it skips the wait after the body), and statements before the task, an `else`
// branch, another case of a `switch` and an inner loop's init count as well as
// the loop's condition and increment.
// Before: only the condition, the increment and the if/switch conditions on the
// way to the task were checked, and a `continue` skipped the wait: the next
// iteration read the old value while the task still ran (`while (k < 3)` went on
// creating tasks, `j = start` read a stale `start`). Results equal the sequential
// elision; main also checks them itself (exit status 1 when wrong).
#include <stdio.h>
static long slow(long i) { long s = i; for (int k = 0; k < 200000; k++) s = (s * 3 + 1) & 0xffff; return s % 5 + i + 1; }
int go = 1;
int main(void) {
  /* A continue after the task. */
  int k = 0; long y = 0;
  while (k < 3)
    if (go) {
      #pragma nano task
      y += slow(k++);
      if (go) continue;
    }

  /* A statement before the task reads what it writes. */
  long x = 0, v = 1;
  for (int i = 0; i < 40; i++)
    if (i >= 0) {
      x += v;
      #pragma nano task
      v = slow(v + i);
    }

  /* An inner loop's init reads what the task writes. */
  long start = 0, made = 0;
  for (int i = 0; i < 4; i++)
    for (long j = start; j < 4; j++)
      #pragma nano task
      { made += slow(j); start = j; }

  /* The else branch reads what the task (then branch) writes. */
  long e = 1, f = 0;
  for (int i = 0; i < 40; i++)
    if (i % 2 == 0)
      #pragma nano task
      e = slow(e + i);
    else
      f += e;

  /* Another case of the switch reads what the task writes. */
  long s = 1, t = 0;
  for (int i = 0; i < 40; i++)
    switch (i % 2) {
    case 0:
      #pragma nano task
      s = slow(s + i);
      break;
    default:
      t += s;
      break;
    }

  printf("%d %ld | %ld %ld | %ld %ld | %ld %ld | %ld %ld\n", k, y, x, v, start, made, e, f, s, t);
  /* Sequential values, computed without tasks. */
  long ry = 0, rx = 0, rv = 1, rs = 0, rm = 0, re = 1, rf = 0, rs2 = 1, rt = 0;
  for (int i = 0; i < 3; i++) ry += slow(i);
  for (int i = 0; i < 40; i++) { rx += rv; rv = slow(rv + i); }
  for (int i = 0; i < 4; i++)
    for (long j = rs; j < 4; j++) { rm += slow(j); rs = j; }
  for (int i = 0; i < 40; i++) {
    if (i % 2 == 0) re = slow(re + i); else rf += re;
    if (i % 2 == 0) rs2 = slow(rs2 + i); else rt += rs2;
  }
  return k == 3 && y == ry && x == rx && v == rv && start == rs && made == rm && e == re && f == rf &&
         s == rs2 && t == rt ? 0 : 1;
}
