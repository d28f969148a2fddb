// cpp_structured_binding_tasks: tasks using C++17 structured bindings -- of a
// std::pair and a std::array by value (parts of a hidden object only the
// bindings name), of a struct by reference (`pb` is `p.b`: the later read of
// p.b waits), of a pair by reference, and of the elements of a std::map walked
// by a range-based for loop (the later walk of the map waits for the tasks).
// They ran in the creating nano-thread with "the memory reached through 'x'
// cannot be bounded". Each task asks whether it runs as a nano-thread of its
// own; the program prints how many did not: 0 in every build.
// E2E-EXTRA: nano_thread_probe.cpp
#include <array>
#include <cstdio>
#include <map>
#include <utility>

#include "nano_thread_probe.h"

static int missed[8];

static long slow(long v) {
  long s = v;
  for (int k = 0; k < 20000; k++) s = (s * 31 + k) % 1000003;
  return s;
}

struct P { int a; double b; };

int main() {
  void *me = probe_current();
  // A task with no binding: translated by every build, so the runtime (and its
  // nano_current) is linked even where the other tasks would run inline.
  long first;
  #pragma nano task
  { first = slow(1); missed[5] = probe_missed(me); }
  std::pair<int, long> pr{3, 40};
  auto [x, y] = pr;
  long r1, r2;
  #pragma nano task
  { r1 = slow(x) + y; missed[0] = probe_missed(me); }
  P p{5, 2.5};
  auto &[pa, pb] = p;
  #pragma nano task
  { pb = slow(pa) * 0.5; missed[1] = probe_missed(me); }
  double seen = p.b; // waits for the task writing pb
  std::array<int, 3> arr{1, 2, 3};
  auto [e0, e1, e2] = arr;
  #pragma nano task
  { r2 = e0 + e1 + e2 + slow(e1); missed[2] = probe_missed(me); }
  std::pair<long, long> acc{0, 0};
  auto &[lo, hi] = acc;
  #pragma nano task
  { lo = slow(7); hi = slow(8); missed[3] = probe_missed(me); }
  long sum = acc.first + acc.second; // waits for the task writing lo, hi
  std::map<int, long> m{{1, 10}, {2, 20}, {3, 30}};
  for (auto &[k, v] : m) {
    #pragma nano task
    { v += slow(k) % 7; missed[4] = probe_missed(me); }
  }
  long tot = 0;
  for (auto &[k, v] : m) tot += k * 100 + v; // waits for the tasks of the loop above
  std::printf("%ld %ld %.1f %ld %ld %ld\n", first, r1, seen, r2, sum, tot);
  int n = 0;
  for (int v : missed) n += v;
  std::printf("missed %d\n", n);
  return 0;
}
