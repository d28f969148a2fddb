// Black box bb63: expected (clang++ elision): s1=17 g3=10 ; before the fix (nanocc++, NANO_WORKERS=2/4): s1=8 -- callee's write via const_cast<long&> of a const long& parameter is summarised as a read
// E2E-FLAGS: -std=c++20
#include <cstdio>
static long spin(long n) { unsigned long x = 1; for (long i = 0; i < n; i++) x = x * 6364136223846793005UL + 1; return (long)(x % 1000003UL); }
long g[8] = {1, 1, 1, 1, 1, 1, 1, 1};
static void setc(const long &x) { if (spin(4000000) == 42) return; const_cast<long &>(x) = 10; }
static long sumslow(const long *a) { long s = spin(10000000) == 42; for (int i = 0; i < 8; i++) s += a[i]; return s; }
int main() {
  long s1;
  #pragma nano task
  setc(g[3]);
  #pragma nano task
  s1 = sumslow(g);
  std::printf("s1=%ld g3=%ld\n", s1, g[3]);
}
