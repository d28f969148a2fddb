// Black box bb63: expected (clang++ elision): s1=80 g3=10 ; before the fix (nanocc++, any NANO_WORKERS): s1 < 80 and often g3=1 -- write through binding of a reference member is not seen
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <vector>
static long spin(long n) { unsigned long x = 1; for (long i = 0; i < n; i++) x = x * 6364136223846793005UL + 1; return (long)(x % 1000003UL); }
long g[8] = {1, 1, 1, 1, 1, 1, 1, 1};
struct S { long &r; };
static long sumslow(const long *a) { long s = spin(4000000) == 42; for (int i = 0; i < 8; i++) s += a[i]; return s; }
int main() {
  std::vector<S> vs;
  for (int i = 0; i < 8; i++) vs.push_back(S{g[i]});
  long s1;
  #pragma nano task
  for (auto &[r] : vs) { if (spin(1000000) == 42) continue; r = 10; }   // writes g[i]
  #pragma nano task
  s1 = sumslow(g);                                                       // must see the 10s
  std::printf("s1=%ld g3=%ld\n", s1, g[3]);
}
