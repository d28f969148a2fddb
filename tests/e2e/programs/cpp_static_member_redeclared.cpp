// cpp_static_member_redeclared: a static data member declared in its class and
// defined outside it (probe10 L1b). The summary of S::add named the in-class
// declaration, the creator's read the definition: `t = S::total` did not wait
// for the task and printed 0.
#include <cstdio>
static long spin(long n, long seed) { volatile long s = seed; for (long i = 0; i < n; i++) s = s * 3 + 1; return s & 0xff; }
struct S {
  static long total;
  static void add(long x) { total += x; }
};
long S::total = 0;
int main() {
  #pragma nano task
  S::add(spin(3000000, 2) + 1);
  long t = S::total;
  std::printf("%ld\n", t);
  return 0;
}
