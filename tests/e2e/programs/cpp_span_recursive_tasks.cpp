// Divide and conquer on std::span parameters (review29 t74): a task calling
// `rsum(s.first(h))` registers exactly the bytes that sub-span shows, so the
// two halves run in parallel (it ran in the creating nano-thread: "cannot
// tell what 's.first(h)' points to"), and a task writing through a span
// parameter's part is ordered with the reads of it.
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <vector>

static long rsum(std::span<const long> s) {
  if (s.size() < 1000) { long t = 0; for (long x : s) t += x * x % 13; return t; }
  long a, b;
  std::size_t h = s.size() / 2;
  #pragma nano task
  a = rsum(s.first(h));
  #pragma nano task
  b = rsum(s.subspan(h));
  return a + 2 * b;
}

static void bump(std::span<long> s, long k) { for (long &x : s) x += k; }

static void rbump(std::span<long> s, long k) {
  if (s.size() < 1000) { bump(s, k); return; }
  std::size_t h = s.size() / 2;
  #pragma nano task
  rbump(s.first(h), k);
  #pragma nano task
  rbump(s.last(s.size() - h), k + 1);
}

int main() {
  std::vector<long> w(50000);
  for (std::size_t i = 0; i < w.size(); i++) w[i] = (long)((i * 2654435761u) % 1000);
  long r1 = rsum(w);
  rbump(w, 3);
  long r2 = rsum(w);
  long total = 0;
  for (long x : w) total += x;
  std::printf("%ld %ld %ld\n", r1, r2, total);
  return 0;
}
