// cpp_exception_waits_and_handlers: a wait for one task rethrows the exception of an earlier-created task that threw, not the waited one's (bb56 4: `r = y + 1` after tasks writing x and y, both throwing, caught "second"; also in a parallel block whose last node reads only the second's result); a task created in a catch handler that reads the exception object finishes before the handler ends and destroys it (bb56 3: it read a destroyed object).
#include <cstdio>
#include <stdexcept>
static long slow_throw(const char *what, long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += i & 1;
  if (s >= 0) throw std::runtime_error(what);
  return s;
}
static long one_wait(int mode) {
  long x = 0, y = 0;
  #pragma nano task
  x = slow_throw("first", 4000000);
  #pragma nano task
  y = slow_throw("second", 1);
  long r = y + 1;
  return r + x + mode;
}
long g1, g2, g3;
static void parallel_last_node() {
  #pragma nano parallel
  {
    g1 = slow_throw("first node", 4000000);
    g2 = slow_throw("second node", 1000);
    g3 = g2 + 1;
  }
}
struct E {
  long code;
  ~E() { code = -999; }
};
static long slow_code(const E &e) {
  long s = 0;
  for (long i = 0; i < 3000000; i++) s += i & 1;
  return e.code + s * 0;
}
static long handler_task() {
  long r = 0;
  try {
    throw E{7};
  } catch (const E &e) {
    #pragma nano task
    r = slow_code(e);
  }
  return r;
}
int main() {
  for (int round = 0; round < 3; round++) {
    try {
      std::printf("%ld\n", one_wait(0));
    } catch (const std::exception &e) { std::printf("caught %s\n", e.what()); }
    try {
      parallel_last_node();
      std::printf("%ld\n", g3);
    } catch (const std::exception &e) { std::printf("caught %s\n", e.what()); }
    std::printf("handler task read %ld\n", handler_task());
  }
  return 0;
}
