// contract_cpp_reshape_after_tasks: the creator resizes, grows and clears a std::vector that tasks fill (by pointer, by reference, by element address), writes deque/list elements through tasks, a method returning a reference to a member array, a member task in a loop.
#include <cstdio>
#include <deque>
#include <list>
#include <vector>
static void slow() { for (volatile int k = 0; k < 200000; k = k + 1) {} }
static void fill(double *p, int n, double v) { slow(); for (int i = 0; i < n; i++) p[i] = v + i; }
static void fillv(std::vector<double> &v, double k) { slow(); for (auto &x : v) x = k; }
struct Acc { std::vector<int> data; long sum = 0; void add(int k) { slow(); data.push_back(k); sum += k; } };
struct Arr { int d[10]; int &at(int i) { slow(); return d[i]; } };
int main() {
  std::vector<double> v(100);
  #pragma nano task
  fill(v.data(), 100, 1.0);
  v.resize(300, -1.0);
  std::printf("%.1f %.1f %zu\n", v[99], v[200], v.size());
  #pragma nano task
  fillv(v, 2.5);
  v.push_back(7);
  std::printf("%.1f %.1f %zu\n", v[0], v[300], v.size());
  #pragma nano task
  fill(&v[10], 5, 9.0);
  double kept = v[12];
  v.clear();
  std::printf("%.1f %zu\n", kept, v.size());
  Arr a{};
  #pragma nano task
  a.at(3) = 5;
  std::printf("%d\n", a.d[3]);
  std::deque<int> dq(5, 1);
  #pragma nano task
  dq[1] = 9;
  std::printf("%d\n", dq[1]);
  std::list<int> l(3, 1);
  #pragma nano task
  l.front() = 8;
  std::printf("%d %zu\n", l.front(), l.size());
  Acc acc;
  for (int i = 0; i < 5; i++) {
    #pragma nano task
    acc.add(i);
  }
  std::printf("%ld %zu\n", acc.sum, acc.data.size());
  return 0;
}
