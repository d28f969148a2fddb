// cpp_references: tasks in C++ — references, const references, a member function, struct fields, std::vector.
#include <cstdio>
#include <numeric>
#include <vector>

struct Stats {
  long count = 0;
  double total = 0.0;
};

class Accumulator {
public:
  explicit Accumulator(std::size_t n) : values_(n) {}

  void fill(int seed) {
    for (std::size_t i = 0; i < values_.size(); i++)
      values_[i] = static_cast<double>((seed * 31 + static_cast<int>(i) * 7) % 53);
  }

  // Two tasks on distinct members; summarize() reads both, so it waits for both.
  void compute(Stats &even, Stats &odd) const {
    #pragma nano task label("even")
    gather(even, 0);
    #pragma nano task label("odd")
    gather(odd, 1);
  }

private:
  void gather(Stats &s, std::size_t first) const {
    for (std::size_t i = first; i < values_.size(); i += 2) {
      s.count += 1;
      s.total += values_[i];
    }
  }

  std::vector<double> values_;
};

static void scale(std::vector<double> &v, double f) {
  for (double &x : v) x *= f;
}

static double total(const std::vector<double> &v) { return std::accumulate(v.begin(), v.end(), 0.0); }

int main() {
  Accumulator acc(1000);
  acc.fill(3);
  Stats even, odd;
  acc.compute(even, odd);
  std::printf("even: %ld values, total %.1f; odd: %ld values, total %.1f\n", even.count, even.total,
              odd.count, odd.total);

  std::vector<double> a(500, 1.5), b(700, 2.0);
  #pragma nano task
  scale(a, 3.0);
  #pragma nano task
  scale(b, 0.5);
  double ta = total(a); // waits for the first task only
  double tb = total(b);
  std::printf("total(a) = %.2f, total(b) = %.2f\n", ta, tb);
  return 0;
}
