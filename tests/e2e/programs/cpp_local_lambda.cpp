// cpp_local_lambda: tasks that call a local lambda or use a local class. Their
// types cannot be named in a task's argument block, so the statements run in the
// creating nano-thread (with a warning) and the output is the elision's.
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
