// cpp_std_algorithm_lambda_tasks: tasks passing lambdas to standard
// algorithms on halves of vectors -- std::for_each squaring in place,
// std::transform with a capture by copy into another vector, the binary
// std::transform combining two vectors, std::generate -- and a lambda that
// writes a global and one capturing by reference, which keep the
// conservative default (run in order). Each result is compared with the
// sequential elision; the halves run as separate nano-threads
// (tests/compiler/task-std-algorithm-lambdas.cpp).
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

static long calls;

int main() {
  const int n = 100000, h = n / 2;
  std::vector<long> v(n), w(n), z(n);
  for (int i = 0; i < n; i++) v[i] = i % 1000;
  long k = 3;
  #pragma nano task
  std::for_each(v.begin(), v.begin() + h, [](long &x) { x = x * x; });
  #pragma nano task
  std::for_each(v.begin() + h, v.end(), [k](long &x) { x = x * k + 1; });
  #pragma nano task
  std::transform(v.begin(), v.begin() + h, w.begin(), [k](long x) { return x - k; });
  #pragma nano task
  std::transform(v.begin() + h, v.end(), w.begin() + h, [](long x) { return x / 2; });
  #pragma nano task
  std::generate(z.begin(), z.begin() + h, [] { return 7L; });
  #pragma nano task
  std::fill(z.begin() + h, z.end(), 5L);
  #pragma nano task
  std::transform(w.begin(), w.end(), z.begin(), z.begin(), [](long a, long b) { return a + b; });
  #pragma nano task
  std::for_each(z.begin(), z.begin() + 10, [](long x) { calls += x; });
  long acc = 0;
  #pragma nano task
  std::for_each(z.begin() + h, z.end(), [&acc](long x) { acc += x; });
  // A predicate writing its element through a reference: count_if writes the
  // range, so the accumulate task after it waits (bb71 F1: both read it).
  long c = 0, s = 0;
  #pragma nano task
  c = std::count_if(z.begin(), z.end(), [](long &x) { x += 2; return (x & 3) == 3; });
  #pragma nano task
  s = std::accumulate(z.begin(), z.end(), 0L);
  long sv = std::accumulate(v.begin(), v.end(), 0L);
  long sz = std::accumulate(z.begin(), z.end(), 0L);
  std::printf("v %ld z %ld calls %ld acc %ld c %ld s %ld\n", sv, sz, calls, acc, c, s);
  return 0;
}
