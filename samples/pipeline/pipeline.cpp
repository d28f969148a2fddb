// pipeline.cpp: the functional-parallel pipeline in C++ — std::vector, references, a parallel block with an if.
//
//   pipeline_cpp [n]     default n = 100003 elements
//
// The same graph as pipeline.c, written the C++ way: the stages take the vectors
// by reference (const& where they only read). The three vectors are distinct
// local objects, so the compiler knows the two init calls are independent;
// add waits for both, scale(a) waits for add, normalize runs only when the sum
// is positive. A second graph shows tasks on struct members through references.
// stdout: what was computed (identical in every build).
#include <cstdio>
#include <cstdlib>
#include <vector>

struct Histogram {
  std::vector<long> low;  // counts of values below the midpoint
  std::vector<long> high; // counts of values at or above it
};

static void init(std::vector<double> &v) {
  for (std::size_t i = 0; i < v.size(); i++) v[i] = 4.5 - static_cast<double>(i % 10);
}

static void add(std::vector<double> &c, const std::vector<double> &a, const std::vector<double> &b) {
  for (std::size_t i = 0; i < c.size(); i++) c[i] = a[i] + b[i];
}

static void scale(std::vector<double> &v, double factor) {
  for (double &x : v) x *= factor;
}

static double sum(const std::vector<double> &v) {
  double s = 0.0;
  for (double x : v) s += x;
  return s;
}

static void normalize(std::vector<double> &v) {
  double s = sum(v);
  for (double &x : v) x = x / s * 1024.0;
}

static void count(std::vector<long> &bins, const std::vector<double> &v, bool below) {
  for (double x : v) {
    if ((x < 0.0) != below) continue;
    long bin = static_cast<long>(x < 0.0 ? -x : x) % static_cast<long>(bins.size());
    bins[static_cast<std::size_t>(bin)] += 1;
  }
}

static void run(std::size_t n) {
  std::vector<double> a(n), b(n), c(n);
  #pragma nano parallel
  {
    init(a);
    init(b);          // independent of init(a): a and b are distinct objects
    add(c, a, b);     // after both inits
    scale(a, 2.0);    // after add (add reads a)
    if (sum(c) > 0)   // control dependence
      normalize(c);
  }
  std::printf("pipeline n=%zu: sum(a) = %.4f, sum(b) = %.4f, sum(c) = %.4f\n", n, sum(a), sum(b),
              sum(c));

  Histogram h{std::vector<long>(8, 0), std::vector<long>(8, 0)};
  #pragma nano task label("low half")
  count(h.low, a, true);
  #pragma nano task label("high half")
  count(h.high, a, false);
  long low = 0, high = 0; // reading h waits for both tasks
  for (long x : h.low) low += x;
  for (long x : h.high) high += x;
  std::printf("histogram of a: %ld negative, %ld non-negative, bin 1: %ld + %ld\n", low, high,
              h.low[1], h.high[1]);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? std::atol(argv[1]) : 100003;
  if (n < 1) {
    std::fprintf(stderr, "usage: pipeline_cpp [n (>= 1)]\n");
    return 2;
  }
  run(static_cast<std::size_t>(n));
  run(static_cast<std::size_t>((n / 10 + 1) * 10));
  return 0;
}
