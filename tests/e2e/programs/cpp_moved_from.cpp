// std::move(x) handed to a move assignment or to a by-value parameter (a move
// construction) empties x: the task writes x, so the creator's later use of x
// waits for it.
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

static std::size_t keep(std::string s) { return s.size(); }
static std::size_t take(std::vector<long> &&v) {
  std::vector<long> mine(std::move(v));
  return mine.size();
}

int main() {
  std::vector<long> v1(100, 2), v2;
  #pragma nano task
  v2 = std::move(v1);
  std::size_t s1 = v1.size();

  std::string a(50, 'x');
  std::size_t n = 0;
  #pragma nano task
  n = keep(std::move(a));
  std::size_t s2 = a.size();

  std::vector<long> v3(30, 1);
  std::size_t m = 0;
  #pragma nano task
  m = take(std::move(v3));
  std::size_t s3 = v3.size();

  std::printf("%zu %zu %zu %zu %zu %zu\n", s1, v2.size(), s2, n, s3, m);
  return 0;
}
