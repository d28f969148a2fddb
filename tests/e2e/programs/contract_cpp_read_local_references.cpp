// contract_cpp_read_local_references: a local that a task or a loop body only reads, but binds a reference to (a reference variable, a reference parameter, std::addressof) or takes the address of, is the variable itself there (probe12 W4: the outlined code had a copy, and printed 0 0 instead of 1 1).
// Also through a cast to a reference and a reference member of an aggregate (review s20 A7: 0 instead of 1).
#include <cstdio>
#include <memory>
static bool same(const long &a, const long *p) { return &a == p; }
static long twice(const long &a) { return a * 2; }
struct Holder { const long &r; };
struct Pair { int tag; const long &a; };
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
  int c1 = -1, c2 = -1, c3 = -1, c4 = -1;
  #pragma nano task
  { c1 = (&static_cast<const long &>(x) == p); c2 = (&(const long &)x == p); }
  #pragma nano task
  { Holder h{x}; Pair q = {1, x}; c3 = (&h.r == p) + (&q.a == p); }
  int viaMember[10];
  #pragma nano loop
  for (int i = 0; i < 10; i++) { Holder h{x}; viaMember[i] = (&h.r == p) + (&static_cast<const long &>(x) == p); }
  #pragma nano wait
  c4 = 0;
  for (int i = 0; i < 10; i++) c4 += viaMember[i];
  std::printf("%d %d %d %d\n", c1, c2, c3, c4);   // sequential: 1 1 2 20
  int n = 0;
  for (int i = 0; i < 100; i++) n += out[i];
  x = 7;                    // waits for the tasks reading x
  std::printf("%d %d %d %d %ld %ld %d %ld\n", r1, r2, r3, r4, u, v, n, x);   // sequential: 1 1 1 1 6 10 200 7
  return 0;
}
