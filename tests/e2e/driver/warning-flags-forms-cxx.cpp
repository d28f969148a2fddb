// C++ forms whose generated code once tripped the user's warnings: a task's
// cost() clause and a parallel block's estimated cost (-Wold-style-cast), a
// task in a function template (-Wshadow-uncaptured-local of -Wshadow-all).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clangxx -std=c++17 -Wall -Wextra -Wold-style-cast -Wshadow-all -Wno-unknown-pragmas -Werror %s -o %t/elision
// RUN: %nanoccxx -std=c++17 -Wall -Wextra -Wold-style-cast -Wshadow-all -Werror %s -o %t/app
// RUN: %t/elision > %t/expected
// RUN: %t/app > %t/got
// RUN: diff %t/expected %t/got
#include <cstdio>

static long work(long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += i;
  return s;
}

static long costed(int n) {
  long x = 0, y = 0;
  #pragma nano task cost(n * 10)
  x = work(n);
  #pragma nano task
  y = work(n + 1);
  return x + y;
}

static double block[512];
static double sum_block() {
  double s = 0;
  #pragma nano parallel
  {
    for (int i = 0; i < 512; i++) block[i] = i * 0.5;
    for (int i = 0; i < 512; i++) s += block[i];
  }
  return s;
}

template <typename T> static T add2(const T *a, int n) {
  T s1{}, s2{};
  #pragma nano task
  s1 = a[0] + a[1];
  #pragma nano task
  s2 = a[n - 1];
  return s1 + s2;
}

int main() {
  int v[3] = {1, 2, 3};
  std::printf("%ld %.1f %d\n", costed(1000), sum_block(), add2(v, 3));
  return 0;
}
