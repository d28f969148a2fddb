// contract_setjmp_recovery: error recovery with setjmp/longjmp in a function whose tasks fill the data the recovery branch reads (the tasks of such a function run in order, so the recovery sees what they wrote, as in the elision).
#include <setjmp.h>
#include <stdio.h>
static jmp_buf env;
static long slow(long v) { long s = v; for (int k = 0; k < 200000; k++) s = (s * 31 + k) % 1000003; return s; }
static void fill(long *p, int n, long b) { for (int i = 0; i < n; i++) p[i] = b + slow(i) % 5; }
static void fail(int bad) { if (bad) longjmp(env, 1); }
int main(void) {
  static long buf[16];
  if (setjmp(env) == 0) {
    for (int b = 0; b < 4; b++) {
      #pragma nano task
      fill(buf + b * 4, 4, b);
    }
    fail(1);
    printf("not reached\n");
  } else {
    long s = 0;
    for (int i = 0; i < 16; i++) s += buf[i];
    printf("recovered, sum %ld\n", s);
  }
  return 0;
}
