// A class object passed by value to a task's call is constructed in the
// argument block, as the call constructs its parameter: a class with a const or
// reference member (no assignment), a move-only class, std::pair and std::tuple
// (assignment not trivial). The block was assigned and the program did not
// compile (probe4 C17); pair and tuple ran sequentially with a false warning
// (probe4 C10, checked by tests/compiler/task-spelled-names-cxx.cpp; the tuple's
// task still runs in the creating nano-thread: its callee's std::get reaches
// memory the analysis cannot bound).
#include <cstdio>
#include <tuple>
#include <utility>

struct Config { const int n; double scale; };
struct Counter { long &total; long step; };
struct MoveOnly {
  long v;
  explicit MoveOnly(long x) : v(x) {}
  MoveOnly(MoveOnly &&) = default;
  MoveOnly(const MoveOnly &) = delete;
};

static double run(Config c) { return c.n * c.scale; }
static long peek(Counter c) { return c.total + c.step; }
static long take(MoveOnly m) { return m.v * 2; }
static double first_plus(std::pair<int, double> p) { return p.first + p.second; }
static long sum3(std::tuple<int, long, int> t) { return std::get<0>(t) + std::get<1>(t) + std::get<2>(t); }

int main() {
  Config cfg{4, 2.5};
  long total = 1;
  Counter c{total, 5};
  MoveOnly mo(21);
  std::pair<int, double> pr{1, 2.5};
  auto tp = std::make_tuple(1, 2L, 3);
  double r1 = 0, r4 = 0;
  long r3 = 0, r5 = 0, r6 = 0;
  #pragma nano task
  r1 = run(cfg);
  #pragma nano task
  r6 = peek(c);
  #pragma nano task
  r3 = take(std::move(mo));
  #pragma nano task
  r4 = first_plus(pr);
  #pragma nano task
  r5 = sum3(tp);
  std::printf("%g %ld %ld %g %ld\n", r1, r6, r3, r4, r5);
  return 0;
}
