// contract_sizeof_unevaluated: the operand of sizeof (and __alignof__, _Generic's
// controlling expression) is not evaluated, so it reads nothing. A loop bounded
// by `sizeof a / sizeof a[0]` that writes a, a body reading `sizeof b` while
// writing b[i], and a task reading only the size of a variable another task
// writes all run in parallel (probe12 R1: the loops were refused). Inside an
// outlined loop body `sizeof b` is still the array's size, not a pointer's.
// Exits non-zero on a wrong result.
#include <stdio.h>
#define COUNT(x) (sizeof(x) / sizeof((x)[0]))
static long slow(long i) { long s = i; for (int k = 0; k < 20000; k++) s = (s * 3 + 1) & 0xffff; return s % 5 + i; }
int main(void) {
  long a[64];
  #pragma nano loop
  for (int i = 0; i < (int)(sizeof a / sizeof a[0]); i++) a[i] = (long)i * i;
  long b[64];
  #pragma nano loop
  for (int i = 0; i < 64; i++) b[i] = i + (long)(sizeof b / sizeof b[0]) + (long)__alignof__(b);
  int c[10];
  #pragma nano loop
  for (unsigned i = 0; i < COUNT(c); i++) c[i] = (int)COUNT(c) + _Generic(c[0], int: 1, default: 2);
  long x = 1, size = 0;
  #pragma nano task
  x = slow(x);
  #pragma nano task
  size = (long)(sizeof x + COUNT(a));
  #pragma nano wait
  long s = 0;
  for (int i = 0; i < 64; i++) s += a[i] + b[i];
  for (int i = 0; i < 10; i++) s += c[i];
  long want = 0;
  for (int i = 0; i < 64; i++) want += (long)i * i + i + 64 + (long)__alignof__(long);
  want += 10 * 11;
  printf("%ld %ld %ld\n", s, size, x);
  if (s != want || size != (long)sizeof(long) + 64 || x != slow(1)) {
    printf("wrong: want %ld\n", want);
    return 1;
  }
  return 0;
}
