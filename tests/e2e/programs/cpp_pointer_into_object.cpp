// cpp_pointer_into_object: tasks writing through pointers and iterators obtained from a
// vector (v.data(), std::data(w), an iterator, &w[4]); the vector read afterwards under
// its own name sees the writes, as in the elision.
#include <cstdio>
#include <iterator>
#include <vector>

static long total(const std::vector<int> &v) {
  long s = 0;
  for (int x : v) s += x;
  return s;
}

int main() {
  std::vector<int> v(10, 1), w(10, 2);
  int *d = v.data();
  #pragma nano task
  d[0] = 100;
  long a = total(v);
  auto it = v.begin() + 2;
  #pragma nano task
  *it = 50;
  long b = total(v);
  int *e = std::data(w);
  #pragma nano task
  e[3] = 40;
  int *f = &w[4];
  #pragma nano task
  *f = 30;
  long c = total(w);
  std::printf("%ld %ld %ld\n", a, b, c);
  return 0;
}
