// Tasks calling through function pointers (review29 t16, t21): in a file that
// defines main, a pointer reaches one of the functions of its type whose
// address the file takes, so the task has the union of their accesses and runs
// as a nano-thread: pure targets run in parallel, a target writing a global or
// an argument's pointee is ordered with the statements that read it.
#include <stdio.h>

typedef long (*unary)(long);
typedef void (*adder)(long *, long);
typedef long (*binary)(int, int);

static long sq(long x) { long s = 0; for (long i = 0; i < x; i++) s += i * i % 7; return s; }
static long cube(long x) { return x * x * x; }

long total = 0;
static long bump(long x) { total += x; return total; }

static void add_to(long *p, long v) { *p += v; }
static void sub_from(long *p, long v) { *p -= v; }

static long fa(int n, int d);
static long fb(int n, int d);
static binary table[2] = {fa, fb};
static long fa(int n, int d) {
  if (n < 2) return n + d;
  long x, y;
  #pragma nano task if(n > 12)
  x = table[n & 1](n - 1, d);
  #pragma nano task if(n > 12)
  y = table[(n + 1) & 1](n - 2, d + 1);
  return x + 2 * y;
}
static long fb(int n, int d) {
  if (n < 2) return n - d;
  binary f = fa;
  long x, y;
  #pragma nano task if(n > 12)
  x = f(n - 1, d);
  #pragma nano task if(n > 12)
  y = (*f)(n - 3 > 0 ? n - 3 : 0, d);
  return x - y;
}

int main(int argc, char **argv) {
  (void)argv;
  unary f = argc > 5 ? cube : sq;
  long a, b;
  #pragma nano task
  a = f(200000);
  #pragma nano task
  b = f(300000);
  printf("%ld %ld\n", a, b);

  unary g = argc > 5 ? sq : bump;
  long r1, r2;
  #pragma nano task
  r1 = g(5);
  #pragma nano task
  r2 = g(7);
  printf("%ld %ld %ld\n", r1, r2, total);

  adder ops[2] = {add_to, sub_from};
  long acc = 100;
  for (int i = 0; i < 6; i++) {
    #pragma nano task
    ops[i % 2](&acc, i * 10 + (i % 2));
  }
  printf("%ld\n", acc);

  printf("%ld %ld\n", fa(22, 0), fb(21, 1));
  return 0;
}
