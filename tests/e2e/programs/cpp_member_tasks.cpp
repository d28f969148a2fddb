// cpp_member_tasks: tasks in C++ member functions. The tasks capture `this`;
// members accessed through it are accesses of *this's fields, so tasks on
// distinct members run in parallel and a later read of a member waits for the
// task writing it. A const member function creates tasks on what it reads.
#include <cstdio>
#include <vector>

static void fill(std::vector<long> &v, long seed) {
  for (std::size_t i = 0; i < v.size(); i++) v[i] = (seed * 31 + static_cast<long>(i) * 7) % 101;
}

static long sum(const std::vector<long> &v) {
  long s = 0;
  for (long e : v) s += e;
  return s;
}

class Histogram {
public:
  explicit Histogram(std::size_t n) : left_(n), right_(n) {}

  // Two tasks on distinct members, then a statement that reads both.
  long build(long seed) {
    #pragma nano task
    fill(left_, seed);
    #pragma nano task
    fill(right_, seed + 1);
    #pragma nano task
    count_ += 2;
    return sum(left_) - sum(right_) + count_;
  }

  // A task whose statement uses members directly.
  void scale(long f) {
    #pragma nano task
    for (long &e : left_) e *= f;
    #pragma nano task
    total_ = sum(right_) * f;
  }

  // A const member function: its tasks only read members.
  void report(long &a, long &b) const {
    #pragma nano task
    a = sum(left_);
    #pragma nano task
    b = sum(right_) + total_;
  }

private:
  std::vector<long> left_, right_;
  long count_ = 0;
  long total_ = 0;
};

int main() {
  Histogram h(5000);
  long d = h.build(3);
  h.scale(2);
  long a = 0, b = 0;
  h.report(a, b);
  std::printf("%ld %ld %ld\n", d, a, b);
  return 0;
}
