// probe_globals_through_callees: write-after-read and read-after-write on globals seen only through the summaries of callees (one and two levels deep), between tasks and the creator's statements.
#include <stdio.h>
int g = 1;
int arr[100];
static long slow(long v) { long s = v; for (int k = 0; k < 3000000; k++) s = (s * 31 + k) % 1000003; return s; }
static long useg(void) { return g * 1000 + slow(1) % 2; }
static long usearr(int i) { return arr[i] + slow(2) % 2; }
static void setg(int v) { g = v; }
static void deep2(int v) { setg(v); }
static long deep1(void) { return useg(); }
int main(void) {
  long r1, r2, r3, r4;
  #pragma nano task
  r1 = useg();
  g = 2;
  #pragma nano task
  r2 = usearr(5);
  arr[5] = 7;
  #pragma nano task
  r3 = deep1();
  deep2(3);
  #pragma nano task
  deep2(4);
  r4 = g;
  printf("%ld %ld %ld %ld\n", r1, r2, r3, r4);
  return 0;
}
