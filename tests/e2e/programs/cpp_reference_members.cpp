// A task writing through a reference member (`long &total;`, one level down in a
// member object, a std::reference_wrapper member), in the task statement itself
// or in a function it calls, writes the referenced object: the creator's later
// read of that object waits for the task.
#include <cstdio>
#include <functional>
#include <vector>

struct Counter { long &total; };
struct Holder { Counter in; };
struct Wrapped { std::reference_wrapper<long> total; };
struct Filler {
  std::vector<double> &target;
  void fill(double b) { for (auto &e : target) e = b; }
};

static void add(Counter &c, long v) { c.total += v; }
static void add_nested(Holder &h, long v) { h.in.total += v; }
static void add_wrapped(Wrapped &w, long v) { w.total.get() += v; }
static void run_fill(Filler &f, double b) { f.fill(b); }

int main() {
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  Counter c1{s1};
  #pragma nano task
  c1.total += 5;
  long x1 = s1;

  Counter c2{s2};
  #pragma nano task
  add(c2, 6);
  long x2 = s2;

  Holder h{{s3}};
  #pragma nano task
  add_nested(h, 7);
  long x3 = s3;

  Wrapped w{s4};
  #pragma nano task
  add_wrapped(w, 8);
  long x4 = s4;

  std::vector<double> data(100, 0.0);
  Filler f{data};
  #pragma nano task
  run_fill(f, 1.5);
  double x5 = data[7];

  std::printf("%ld %ld %ld %ld %.1f\n", x1, x2, x3, x4, x5);
  return 0;
}
