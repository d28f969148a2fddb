/* Thread-local variables named in a task statement, a loop body and a
 * parallel region's statements: the program means the creating thread's copy,
 * which the outlined code receives by address, although it runs on a worker
 * thread, whose own copy stays untouched (each printed value below was wrong
 * when the outlined code named the worker's copy). A loop whose body reaches a
 * thread-local only through a call runs in order with a warning. */
#include <stdio.h>

static _Thread_local int tl = 7;
_Thread_local long tl_sum;
static _Thread_local double tl_scale = 0.5;

static long spin(long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += i % 7;
  return s;
}
static int tl_get(void) { return tl; }

int main(void) {
  int out[64], via_call[64];
  long s = 0;
  tl = 10;
  #pragma nano task
  tl += 3;
  s += spin(2000000);
  #pragma nano task
  tl_sum = tl * 2;
  #pragma nano wait
  #pragma nano loop
  for (int i = 0; i < 64; i++) out[i] = tl + i;
  #pragma nano loop reduction(+: tl_sum)
  for (int i = 0; i < 64; i++) tl_sum += out[i];
  #pragma nano loop
  for (int i = 0; i < 64; i++) via_call[i] = tl_get() * i;
  static _Thread_local int calls;
  #pragma nano parallel
  {
    tl_scale *= 4;
    calls += 2;
    s += spin(1000);
  }
  long check = 0;
  for (int i = 0; i < 64; i++) check += out[i] + via_call[i];
  printf("%d %ld %.2f %d %ld %d\n", tl, tl_sum, tl_scale, calls, check, s > 0);
  return 0;
}
