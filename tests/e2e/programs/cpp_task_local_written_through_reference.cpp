// C++: a task reads a local by name that it writes through a reference, a
// struct holding its address, or a lambda capturing it by reference: the local
// is passed by address, so the read sees the write (review29).
#include <cstdio>

struct Holder {
  int *p;
};
static void set(Holder h, int v) { *h.p = v; }

int main() {
  int n = 200;
  int &rn = n;
  int r = 0;
  #pragma nano task
  { rn = 5; r = n + 1; }
  std::printf("%d %d\n", r, n);

  int k = 7;
  Holder h{&k};
  int r2 = 0;
  #pragma nano task
  { set(h, 11); r2 = k * 2; }
  std::printf("%d %d\n", r2, k);

  int z = 1;
  auto bump = [&z]() { z += 10; };
  int r3 = 0;
  #pragma nano task
  { bump(); r3 = z; }
  std::printf("%d %d\n", r3, z);
  return 0;
}
