// contract_redeclared_globals: globals declared more than once (probe10 L1).
// A callee's summary named the declaration its body saw (`extern long G;`)
// and the creator's statement the later definition, so the two were different
// variables: `t = G` after a task calling add() read 0, and `H = 1000` after
// a task reading H through get() overwrote it first. Every shape: extern then
// definition, a tentative definition twice, a block-scope extern (also inside
// the task's own block, where it was taken for a local of the task).
#include <stdio.h>
static long spin(long n, long seed) { volatile long s = seed; for (long i = 0; i < n; i++) s = s * 3 + 1; return s & 0xff; }
extern long G;
static void add(long x) { G += x; }
long G = 0;
extern long H;
static long get(void) { return H + spin(3000000, 1); }
long H = 5;
long T;
static void addT(long x) { T += x; }
long T;
long B;
long E = 1;
static void addB(long v) { B += v; }
extern long K;
static long getK(void);
static void putK(void) { K = spin(3000000, 6) + 5; }
int main(void) {
  #pragma nano task
  add(spin(3000000, 2) + 1);
  long t = G;
  long r;
  #pragma nano task
  r = get();
  H = 1000;
  #pragma nano task
  addT(spin(3000000, 3) + 2);
  long u = T;
  extern long B;
  #pragma nano task
  addB(spin(3000000, 4) + 3);
  long b = B;
  #pragma nano task
  { extern long E; E = spin(3000000, 5) + 4; }
  long e = E;
  #pragma nano task
  putK();
  long k = getK();
  printf("%ld %ld %ld %ld %ld %ld %ld\n", t, r, H, u, b, e, k);
  return 0;
}
long K;
static long getK(void) { return K; }
