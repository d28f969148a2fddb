// Generated C++ compiles under the user's warning flags: static_cast instead of
// C casts, nullptr instead of 0 on the user's lines, and purely generated code
// quiet; a program clang++ accepts with -Werror is accepted by nanocc++ and by
// the plugin, and runs as its sequential elision.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clangxx -std=c++17 -Wall -Wextra -Wconversion -Wsign-conversion -Wcast-qual -Wold-style-cast -Wzero-as-null-pointer-constant -Wused-but-marked-unused -Wshadow -Wno-unknown-pragmas -Werror -O1 %s -o %t/elision
// RUN: %nanoccxx -std=c++17 -Wall -Wextra -Wconversion -Wsign-conversion -Wcast-qual -Wold-style-cast -Wzero-as-null-pointer-constant -Wused-but-marked-unused -Wshadow -Werror -O1 %s -o %t/app
// RUN: %clangxx -std=c++17 -fplugin=%plugin -Wall -Wextra -Wconversion -Wsign-conversion -Wcast-qual -Wold-style-cast -Wzero-as-null-pointer-constant -Wused-but-marked-unused -Wshadow -Werror -c %s -o %t/plugin.o
// RUN: %t/elision > %t/expected
// RUN: %t/app > %t/got
// RUN: diff %t/expected %t/got
// RUN: %nanoccxx -std=c++17 --keep -c %s -o %t/kept.o
// RUN: %clangxx -std=c++17 -isystem %runtime_include -Wall -Wextra -Wold-style-cast -Wzero-as-null-pointer-constant -Wcast-qual -Werror -fsyntax-only %t/warning-flags-cxx.nano.cpp
#include <cstddef>
#include <cstdio>
#include <vector>

static long slow(long v, int k) {
  for (int i = 0; i < k; i++)
    v = (v * 31 + i) % 1000003;
  return v;
}

static void fill(std::vector<long> &v, long b) {
  for (auto &x : v)
    x = slow(b, 100);
}

static const long table[8] = {1, 2, 3, 4, 5, 6, 7, 8};

static long total(const long *t, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += t[i];
  return s;
}

template <typename T> static T sum_of(const std::vector<T> &v) {
  T s = 0;
#pragma nano loop reduction(+ : s)
  for (std::size_t i = 0; i < v.size(); i++)
    s += v[i];
  return s;
}

struct Grid {
  double d[100];
  void scale(double f) {
#pragma nano loop
    for (int i = 0; i < 100; i++)
      d[i] *= f;
  }
};

int main() {
  std::vector<long> a(100), b(100);
#pragma nano task
  fill(a, 1);
#pragma nano task
  fill(b, 2);
  long t = 0;
#pragma nano task
  t = total(table, 8);
  long s = 0;
#pragma nano loop reduction(+ : s)
  for (int i = 0; i < 100; i++)
    s += a[static_cast<std::size_t>(i)] + b[static_cast<std::size_t>(i)];
  Grid g{};
  for (double &x : g.d)
    x = 1.0;
  g.scale(2.5);
  std::vector<double> down(50, 1.0);
#pragma nano loop
  for (std::size_t k = down.size(); k > 0; k--)
    down[k - 1] += static_cast<double>(k);
  std::printf("%ld %ld %ld %.1f %.1f\n", s, t, sum_of(a), g.d[99], sum_of(down));
  return 0;
}
