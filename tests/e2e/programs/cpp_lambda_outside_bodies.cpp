// cpp_lambda_outside_bodies: directives in a lambda written in a constructor's member initialiser and in a default argument run as tasks of that lambda (bb56 8: both were refused with "'#pragma nano task' must appear inside a function body").
#include <cstdio>
static long slow(long n) {
  long s = 0;
  for (long i = 0; i < n * 100000; i++) s += i & 1;
  return n + s * 0;
}
struct P {
  long x;
  P() : x([] {
      long a, b;
      #pragma nano task
      a = slow(10);
      #pragma nano task
      b = slow(20);
      return a + b;
    }()) {}
};
static long h(long v = [] {
  long a;
  #pragma nano task
  a = slow(3);
  return a;
}()) {
  return v;
}
int main() {
  P p;
  std::printf("x=%ld v=%ld\n", p.x, h());
  return 0;
}
