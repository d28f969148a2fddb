/* contract_local_types_c: C tasks using types declared inside the function --
 * a struct, a typedef of an unnamed struct, an enum and a typedef of a scalar,
 * as captured objects, in casts and sizeof, and as a called function's
 * argument. They ran in the creating nano-thread ("whose type 'struct P' is
 * declared inside the function"); the outlined copy declares the types again.
 * Each task asks whether it runs as a nano-thread of its own; the program
 * prints how many did not: 0 in every build. */
// E2E-EXTRA: nano_thread_probe.cpp
#include <stdio.h>

#include "nano_thread_probe.h"

static int missed[4];

static long slow(long v) {
  long s = v;
  for (int k = 0; k < 20000; k++) s = (s * 31 + k) % 1000003;
  return s;
}

static long area(const void *r, int w) {
  const long *v = r;
  return v[0] * w + v[1];
}

int main(void) {
  void *me = probe_current();
  struct P { long x, y; };
  typedef struct { long lo, hi; } Range;
  enum Mode { SLOW = 2, FAST = 5 };
  typedef double real;
  struct P p = {3, 4};
  Range r = {10, 20};
  enum Mode mode = FAST;
  real scale = 0.5;
  long out[4] = {0};
  #pragma nano task
  { p.x = slow(p.x) + p.y; missed[0] = probe_missed(me); }
  #pragma nano task
  { r.hi = (long)((real)slow(r.lo) * scale) + (long)sizeof(struct P); missed[1] = probe_missed(me); }
  #pragma nano task
  { out[mode == FAST] = slow(mode) + SLOW; missed[2] = probe_missed(me); }
  #pragma nano task
  { out[2] = area(&r, 3); missed[3] = probe_missed(me); }
  #pragma nano task
  out[3] = area(&p, 2);
  printf("%ld %ld %ld %ld %ld %ld\n", p.x, r.hi, out[0], out[1], out[2], out[3]);
  int n = 0;
  for (int i = 0; i < 4; i++) n += missed[i];
  printf("missed %d\n", n);
  return 0;
}
