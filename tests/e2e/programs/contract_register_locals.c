// contract_register_locals: `register` parameters and locals that tasks write
// (the generated code stores through their address; probe12 R4: the program
// did not compile). Exits non-zero on a wrong result.
#include <stdio.h>
static long slow(long i) { long s = i; for (int k = 0; k < 200000; k++) s = (s * 3 + 1) & 0xffff; return s % 5 + i; }
static long work(register long n) {
  register long r = 3, s = 4;
  #pragma nano task
  r = slow(r);
  #pragma nano task
  { s += n; n = slow(n); }
  #pragma nano wait
  return r * 100 + s * 10 + n;
}
int main(void) {
  register long r = 3;
  long out = 0;
  #pragma nano task
  r = slow(r);
  out = r + 1;
  long w = work(2);
  printf("%ld %ld %ld\n", r, out, w);
  if (r != slow(3) || out != slow(3) + 1 || w != slow(3) * 100 + 60 + slow(2)) return 1;
  return 0;
}
