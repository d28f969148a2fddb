/* Parallel blocks whose graphs once computed something else than the program
   (probe3): block locals with constant initialisers, run more than once (B3);
   a call through a function pointer (B4) and a copy the compiler cannot bound
   (B15), which the program orders with every other statement; a declaration
   shadowing a parameter (B11); locals of different functions with the same
   name and different types (B17); a const local (B8). */
#include <stdio.h>
#include "roundtrip-effects-kernels.h"

void shapes(int mode, filler f) {
  #pragma nano parallel
  {
    int k = 3;
    long w[2] = {5, 7};
    f(c + 32, 16, mode);
    r[0] = sum(c, 64);
    c[40] = slow(c[40], 10);
    f(c, 8, 1);
    const long s1 = sum(c, 48);
    do { r[1] += k * w[1] + s1 % 5; k--; } while (k > 0);
    r[2] = len(tag) + slow(r[1], 3000);
    put(tag, mode > 1 ? "big" : "small");
    r[3] += len(tag) + w[0]++;
  }
}

void twice(long t) {
  #pragma nano parallel
  {
    r[4] += slow(t, 3000);
    long t = slow(7, 3000) + r[4];
    r[5] += t + 1;
  }
}

void halves(int n) {
  double k = 0.5;
  #pragma nano parallel
  {
    k = slow(n, 3000) * 0.5 + k;
    r[6] += (long)(k * 4);
  }
}

#ifndef GRAPH_DRIVER
int main(void) {
  for (int i = 0; i < 64; i++) c[i] = i;
  for (int m = 0; m < 4; m++) {
    shapes(m, fill);
    twice(m);
    halves(m);
    printf("%ld %ld %ld %ld %ld %ld %ld %s %ld\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6], tag, sum(c, 64));
  }
  return 0;
}
#endif
