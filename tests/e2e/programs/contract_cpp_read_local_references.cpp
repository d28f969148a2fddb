// contract_cpp_read_local_references: a local that a task or a loop body only reads, but binds a reference to (a reference variable, a reference parameter, std::addressof) or takes the address of, is the variable itself there (probe12 W4: the outlined code had a copy, and printed 0 0 instead of 1 1).
#include <cstdio>
#include <memory>
static bool same(const long &a, const long *p) { return &a == p; }
static long twice(const long &a) { return a * 2; }
int main() {
  long x = 5;
  const long *p = &x;       // the program keeps x's address elsewhere
  int r1 = -1, r2 = -1, r3 = -1, r4 = -1;
  long v = 0, u = 0;
  #pragma nano task
  { const long &r = x; r1 = (&r == p); u = r + 1; }
  #pragma nano task
  { r2 = same(x, p); }
  #pragma nano task
  { r3 = (std::addressof(x) == p); v = twice(x); }
  #pragma nano task
  { r4 = (&x == p); }
  int out[100];
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = same(x, p) + (&x == p);
  int n = 0;
  for (int i = 0; i < 100; i++) n += out[i];
  x = 7;                    // waits for the tasks reading x
  std::printf("%d %d %d %d %ld %ld %d %ld\n", r1, r2, r3, r4, u, v, n, x);   // sequential: 1 1 1 1 6 10 200 7
  return 0;
}
