// probe3_clause_types: clause expressions of every valid type are accepted: cost of any arithmetic type (float, long double, char, bool, enum, size_t, __int128, macro, typedef), if of any scalar (pointer, double, _Complex, enum), integer workers and chunks (enum constants, size_t, uint8_t, bool, char).
#include <stdio.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
typedef double weight_t;
typedef unsigned long count_t;
enum { CHUNK = 4, NW = 2 };
enum level { LOW_L = 1, HIGH_L = 9 };
#define COST 1e4
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
int main(int argc, char **argv) {
  long a[8] = {0}; long v[200];
  weight_t w = 2.5; float fw = 3.0f; long double lw = 4.0L; char ch = 5; bool flag = true;
  enum level lv = HIGH_L; size_t sz = 2; count_t cn = 3; int *ptr = &argc; double dd = 0.5;
  _Complex double cx = 1.0; uint8_t u8 = 2; int16_t i16 = 3; unsigned __int128 big = 5; (void)i16;
  #pragma nano task cost(w * 1000)
  a[0] = slow(1, 1000);
  #pragma nano task cost(fw) if(flag)
  a[1] = slow(2, 1000);
  #pragma nano task cost(lw) if(ptr)
  a[2] = slow(3, 1000);
  #pragma nano task cost(ch) if(dd)
  a[3] = slow(4, 1000);
  #pragma nano task cost(lv) if(lv)
  a[4] = slow(5, 1000);
  #pragma nano task cost(COST) if(argv)
  a[5] = slow(6, 1000);
  #pragma nano task cost(sz + cn) if(u8)
  a[6] = slow(7, 1000);
  #pragma nano task cost(big) if(cx)
  a[7] = slow(8, 1000);
  #pragma nano loop schedule(fixed, CHUNK) cost(i16)
  for (int i = 0; i < 50; i++) v[i] = i;
  #pragma nano loop schedule(gss, sz)
  for (int i = 50; i < 100; i++) v[i] = i;
  #pragma nano loop schedule(tss, cn, u8)
  for (int i = 100; i < 150; i++) v[i] = i;
  #pragma nano loop schedule(fixed, lv) cost(flag)
  for (int i = 150; i < 200; i++) v[i] = i;
  #pragma nano parallel workers(NW)
  { v[0] += 1; v[1] += 2; }
  #pragma nano parallel workers(sz)
  { v[2] += 1; }
  #pragma nano parallel workers(lv)
  { v[3] += 1; }
  #pragma nano parallel workers(ch)
  { v[4] += 1; }
  #pragma nano parallel workers(big)
  { v[5] += 1; }
  #pragma nano parallel workers(flag)
  { v[6] += 1; }
  long s = 0;
  for (int i = 0; i < 8; i++) s += a[i];
  for (int i = 0; i < 200; i++) s += v[i];
  printf("%ld\n", s);
  return 0;
}
