// cpp_local_lambda: tasks that call a local lambda or use a local class. Both
// are outlined in place (their types are named with decltype there); a call of
// the lambda has accesses the compiler cannot bound, so those statements run in
// the creating nano-thread (with a warning). The output is the elision's.
#include <cstdio>

static long square(long v) { return v * v; }

int main() {
  int counter = 0;
  auto inc = [&counter](int k) { counter += k; };
  #pragma nano task
  inc(2);
  #pragma nano task
  inc(3);
  std::printf("%d\n", counter);

  struct Point { long x, y; };
  Point p{3, 4};
  long d = 0;
  #pragma nano task
  d = square(p.x) + square(p.y);
  std::printf("%ld\n", d);

  long sq = 0;
  #pragma nano task
  sq = square(7);
  std::printf("%ld\n", sq);
  return 0;
}
