// Black box bb63: expected (clang++ elision): s=8 loc3=100 ; before the fix (nanocc++, any NANO_WORKERS): s=800 -- p (unassigned parameter) points into the moved-in local vector, but the local's writes do not wait for the task reading p
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <utility>
#include <vector>
static long spin(long n) { unsigned long x = 1; for (long i = 0; i < n; i++) x = x * 6364136223846793005UL + 1; return (long)(x % 1000003UL); }
static long sumslow(const long *p, int n) { long s = spin(4000000) == 42; for (int i = 0; i < n; i++) s += p[i]; return s; }
void f(std::vector<long> &src, const long *p) {
  std::vector<long> loc = std::move(src);   // loc now owns the buffer p points into
  long s;
  #pragma nano task
  s = sumslow(p, 8);
  for (int i = 0; i < 8; i++) loc[i] = 100;
  std::printf("s=%ld loc3=%ld\n", s, loc[3]);
}
int main() { std::vector<long> v(8, 1); f(v, v.data()); }
