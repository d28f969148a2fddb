// A reference bound to a global (`long &gr = g;` at namespace or block scope,
// to a field or element of one, or to a global object) names that global.
// Clang marks such a name as no odr-use, like a constant's value, and the
// access collector skipped it as one: a task writing `gr` registered nothing,
// and the creator read `g` before the task wrote it (bb70 F1: `a=1` instead of
// `a=18` at any worker count); a parallel block's nodes were not ordered.
#include <cstdio>

static long heavy(long n) {
  long s = 0;
  for (long i = 0; i < n * 300000; i++) s += i % 7;
  return s;
}

long g = 1, h = 1, out1 = 0;
long &gr = g;
struct Pair { long a, b; } gs{1, 2};
long garr[8] = {1, 2, 3, 4, 5, 6, 7, 8};
struct Acc {
  long v = 1;
  Acc &operator+=(long x) {
    v = v * 3 + x;
    return *this;
  }
};
Acc gacc;

static void work(long n) { gr = gr * 3 + heavy(n) % 13; }
static void produce(long n) { gr = heavy(n) % 13 + 7; }
static void consume(long n) { out1 = g * 10 + heavy(n) % 2; }

int main() {
  #pragma nano task
  gr = heavy(3) % 13 + 7;
  long a = g;

  long &lr = h;
  #pragma nano task
  lr = heavy(2) % 11 + 3;
  long b = h;

  #pragma nano task
  work(2);
  long c = g;

  long &rb = gs.b;
  long &re = garr[3];
  #pragma nano task
  rb = heavy(2) % 5 + 100;
  #pragma nano task
  re += heavy(1) % 7;
  long d = gs.b + garr[3];

  Acc &ra = gacc;
  #pragma nano task
  ra += heavy(2) % 5;
  long e = gacc.v;

  #pragma nano parallel
  {
    produce(3);
    consume(2);
  }
  std::printf("%ld %ld %ld %ld %ld %ld\n", a, b, c, d, e, out1);
  return 0;
}
