// C++ thread_local variables named in tasks and loops: the creating thread's
// copy, received by address, also in a loop the compiler keeps as a lambda at
// its site (member functions, templates), where `[&]` does not capture a
// namespace-scope variable. Named with a qualifier (`stats::hits`) or as a
// static data member, the statement runs in order with a warning.
#include <cstdio>
#include <vector>

namespace stats {
thread_local long hits = 0;
}
thread_local int offset = 1;
struct Counter {
  static thread_local int made;
};
thread_local int Counter::made = 0;

struct Table {
  std::vector<int> cells = std::vector<int>(128);
  void fill() {
    #pragma nano loop
    for (int i = 0; i < 128; i++) cells[i] = offset * i;
  }
};

template <class T>
T scaled_sum(const std::vector<T> &v) {
  T total = 0;
  #pragma nano loop reduction(+: total)
  for (int i = 0; i < (int)v.size(); i++) total += v[i] * offset;
  return total;
}

int main() {
  using namespace stats;
  offset = 3;
  #pragma nano task
  hits += 5;
  #pragma nano task
  stats::hits += 1;
  #pragma nano task
  Counter::made += 2;
  #pragma nano wait
  Table t;
  t.fill();
  std::vector<double> v(100, 0.5);
  double s = scaled_sum(v);
  long c = 0;
  for (int x : t.cells) c += x;
  std::printf("%ld %d %ld %.1f\n", hits, Counter::made, c, s);
  return 0;
}
