// cpp_templates_per_instantiation: function templates whose tasks need
// different code in each instantiation (float and double elements, a
// std::vector<T> of each, an int template parameter moving the accessed
// element), and a class template's member. Each instantiation gets its own
// `if constexpr` branch of the lowered body. Before, every task of such a
// template was ignored with a warning ("the template's instantiations need
// different task code") and ran in order. Each callee adds 1000 when it runs
// in the creating nano-thread: the output is the elision's only if every one
// was a nano-thread of its own.
// E2E-EXTRA: nano_thread_probe.cpp
#include <cstdio>
#include <vector>

#include "nano_thread_probe.h"

static void *creator;

template <typename T> void fill(T *a, int n, T v) {
  T extra = probe_missed(creator) ? T(1000) : T(0);
  for (int i = 0; i < n; i++) a[i] = v + T(i) + extra;
}

template <typename T> T halves(T *a, int n) {
  #pragma nano task
  fill(a, n / 2, T(1));
  #pragma nano task
  fill(a + n / 2, n - n / 2, T(2));
  #pragma nano wait
  return a[0] + a[n - 1];
}

template <typename T> void axpy(T *y, const T *x, T a, int n) {
  T extra = probe_missed(creator) ? T(1000) : T(0);
  for (int i = 0; i < n; i++) y[i] += a * x[i] + extra;
}

template <typename T> T blocked_axpy(std::vector<T> &y, const std::vector<T> &x, T a, int blocks) {
  int n = (int)y.size(), bl = n / blocks;
  for (int b = 0; b < blocks; b++) {
    #pragma nano task
    axpy(y.data() + b * bl, x.data() + b * bl, a, bl);
  }
  #pragma nano wait
  T s = 0;
  for (const T &v : y) s += v;
  return s;
}

template <typename T, int K> void bump(T *v) {
  v[K] += T(K) + (probe_missed(creator) ? T(1000) : T(0));
}

template <typename T, int K> T bumped(T *v) {
  #pragma nano task
  bump<T, K>(v);
  #pragma nano wait
  return v[K];
}

template <typename T> struct Accumulator {
  T total[4] = {0, 0, 0, 0};
  void add(int slot, T v) {
    #pragma nano task
    fill(&total[slot], 1, v);
    #pragma nano wait
  }
};

int main() {
  creator = probe_current();
  // One task outside any template: the translated file is a nano-threads
  // program even when no template's task is lowered.
  int ready = 0;
  #pragma nano task
  ready = 1;
  #pragma nano wait
  std::printf("ready %d\n", ready);
  double d[100];
  float f[100];
  std::printf("halves %g %g\n", halves(d, 100), (double)halves(f, 100));
  std::vector<double> yd(400, 1.0), xd(400);
  std::vector<float> yf(400, 1.0f), xf(400);
  for (int i = 0; i < 400; i++) { xd[i] = i % 10; xf[i] = (float)(i % 10); }
  double sd = blocked_axpy(yd, xd, 0.5, 8);
  float sf = blocked_axpy(yf, xf, 0.25f, 4);
  std::printf("axpy %.3f %.3f\n", sd, (double)sf);
  long v[4] = {1, 1, 1, 1};
  std::printf("bumped %ld %ld\n", bumped<long, 1>(v), bumped<long, 3>(v));
  Accumulator<double> ad;
  Accumulator<short> as;
  ad.add(2, 2.5);
  as.add(1, 7);
  std::printf("members %g %d\n", ad.total[2], as.total[1]);
  return 0;
}
