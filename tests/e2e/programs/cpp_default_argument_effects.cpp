// A default argument is evaluated at each call: when it calls a function with
// side effects, the task making the call has those effects, and the creator's
// later read waits for it.
#include <cstdio>

static long g = 1;
static long nextv() { return ++g; }
static long scaled(long v = nextv()) { return v * 10; }

static long h = 0;
static long bump_h() { return ++h; }
static void record(long *out, long v = bump_h()) { *out = v; }

int main() {
  long r = 0;
  #pragma nano task
  r = scaled();
  long x1 = g;

  long out = 0;
  #pragma nano task
  record(&out);
  long x2 = h;

  std::printf("%ld %ld %ld %ld\n", r, x1, out, x2);
  return 0;
}
