// Loops over two std::vector or std::string references of different element
// types: no object has two types, and each such container owns a buffer of
// its own, so their buffers never overlap and `b[i] = (float)a[i]` is
// independent. Two references of the same type may name one vector: a shifted
// copy through them stays a (proven) loop-carried dependence.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DSAME_TYPE_SHIFTED 2>&1 | %FileCheck %s --check-prefix=SAME
#include <cstdio>
#include <string>
#include <vector>

struct Particle { double x, m; };

static void to_float(const std::vector<double> &a, std::vector<float> &b, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) b[i] = (float)a[i];
  // EXPLAIN: loop-container-element-types.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
}

static void masses(const std::vector<Particle> &ps, std::vector<double> &m, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) m[i] = ps[i].m;
  // EXPLAIN: loop-container-element-types.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
}

static void codes(const std::string &s, std::vector<long> &out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = (long)s[i] * 3;
  // EXPLAIN: loop-container-element-types.cpp:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
}

#ifdef SAME_TYPE_SHIFTED
static void shifted(const std::vector<double> &a, std::vector<double> &b, int n) {
  #pragma nano loop
  for (int i = 0; i < n - 1; i++) b[i + 1] = a[i];
  // SAME: loop-container-element-types.cpp:[[@LINE-1]]:35: error: cannot prove that iterations are independent: 'b[i + 1]' and 'a[i]' access the same element in different iterations of the loop over 'i' at line [[@LINE-1]] if 'b' and 'a' are the same container; if no two iterations access the same memory, add 'independent' to the pragma
  // SAME: note: write of 'b' here
  // SAME: note: read of 'a' here
}
#endif

int main() {
  const int n = 1000;
  std::vector<double> a(n);
  std::vector<Particle> ps(n);
  std::string s(n, 'a');
  for (int i = 0; i < n; i++) {
    a[i] = i * 0.25;
    ps[i] = {i * 1.5, i % 7 + 0.5};
    s[i] = (char)('a' + i % 26);
  }
  std::vector<float> f(n);
  std::vector<double> m(n);
  std::vector<long> c(n);
  to_float(a, f, n);
  masses(ps, m, n);
  codes(s, c, n);
  double sf = 0, sm = 0;
  long sc = 0;
  for (int i = 0; i < n; i++) {
    sf += f[i];
    sm += m[i];
    sc += c[i] * (i % 5);
  }
  std::printf("%.2f %.2f %ld\n", sf, sm, sc);
  return 0;
}
