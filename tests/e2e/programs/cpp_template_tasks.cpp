// cpp_template_tasks: tasks and loops in C++ templates and lambdas -- a
// function template, a member function of a class template, a member template
// defined out of its class (private members, a lambda's closure type), a
// lambda's own tasks (it waits for them before returning) and a task using an
// object of a class declared inside the function. Each task asks whether it
// runs as a nano-thread of its own; the program prints how many did not: 0 in
// every build.
// E2E-EXTRA: nano_thread_probe.cpp
#include <cstdio>

#include "nano_thread_probe.h"

static int missed[16];

template <typename T> void fill(T *a, int n, T v) {
  for (int i = 0; i < n; i++) a[i] = v + T(i % 5);
}
template <typename T> T total(const T *a, int n) {
  T s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

// A function template: two tasks on the halves, the return waits for both.
template <typename T> T halves(T *a, int n) {
  void *me = probe_current();
  int h = n / 2;
  T x, y;
  #pragma nano task
  { fill(a, h, T(1)); x = total(a, h); missed[0] = probe_missed(me); }
  #pragma nano task
  { fill(a + h, n - h, T(2)); y = total(a + h, n - h); missed[1] = probe_missed(me); }
  return x + y;
}

// A class template: tasks on two members, then a parallel loop reading both.
template <typename T, int N> class Bins {
public:
  T build() {
    void *me = probe_current();
    #pragma nano task
    { for (int i = 0; i < N; i++) lo_[i] = T(i); missed[2] = probe_missed(me); }
    #pragma nano task
    { for (int i = 0; i < N; i++) hi_[i] = T(2 * i); missed[3] = probe_missed(me); }
    #pragma nano loop
    for (int i = 0; i < N; i++) sum_[i] = lo_[i] + hi_[i];
    T s = 0;
    for (int i = 0; i < N; i++) s += sum_[i];
    return s;
  }

private:
  T lo_[N], hi_[N], sum_[N];
};

static long series(int k) {
  long s = 0;
  for (int i = 1; i <= k; i++) s += i % 7;
  return s;
}

// A member template defined outside its class, on private members.
class Stages {
public:
  template <typename T> long apply(T base, int n);

private:
  long acc_[2] = {0, 0};
};
template <typename T> long Stages::apply(T base, int n) {
  void *me = probe_current();
  #pragma nano task
  { acc_[0] = series(n) + static_cast<long>(base); missed[4] = probe_missed(me); }
  #pragma nano task
  { acc_[1] = series(n + 1) * 2; missed[5] = probe_missed(me); }
  return acc_[0] + acc_[1];
}

int main() {
  long a[1000];
  long e[10];
  long h = halves(a, 1000);
  Bins<int, 64> bins;
  int b = bins.build();
  Stages st;
  long sq = st.apply(3.5, 1200);
  // A lambda's tasks belong to it: its return waits for them.
  auto pair = [&](int k) {
    void *me = probe_current();
    long r1, r2;
    #pragma nano task
    { r1 = series(k); missed[6] = probe_missed(me); }
    #pragma nano task
    { r2 = series(k + 1); missed[7] = probe_missed(me); }
    return r1 + r2;
  };
  long p = pair(5000) + pair(7);
  // An object of a class declared in the function.
  struct Point { long x, y; };
  Point pt{3, 4};
  long norm = 0;
  void *me = probe_current();
  #pragma nano task
  { norm = pt.x * pt.x + pt.y * pt.y; missed[8] = probe_missed(me); }
  std::printf("%ld %ld %d %ld %ld %ld\n", h, halves(e, 10), b, sq, p, norm);
  int m = 0;
  for (int x : missed) m += x;
  std::printf("missed %d\n", m);
  return 0;
}
