// Black box bb63: expected (clang++ elision): s1=80 v3=10 ; before the fix (nanocc++, any NANO_WORKERS): s1=8..79, sometimes v3=1 -- range-for taken as read-only although the body writes via const_cast
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <vector>
static long spin(long n) { unsigned long x = 1; for (long i = 0; i < n; i++) x = x * 6364136223846793005UL + 1; return (long)(x % 1000003UL); }
static long sumslow(const std::vector<long> &v) { long s = spin(4000000) == 42; for (long x : v) s += x; return s; }
int main() {
  std::vector<long> v(8, 1);
  long s1 = 0;
  #pragma nano task
  for (const auto &e : v) { if (spin(1000000) == 42) continue; const_cast<long &>(e) = 10; }
  #pragma nano task
  s1 = sumslow(v);
  std::printf("s1=%ld v3=%ld\n", s1, v[3]);
}
