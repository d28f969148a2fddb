// A reference (or a by-reference lambda capture) names an object under another name:
// a task writing through it is waited for before the object is read under its own
// name. The references bind to a vector element, a local, a struct field's element,
// the result of a function returning a reference, and std::array::at.
#include <array>
#include <cstdio>
#include <vector>

struct Pair {
  int f;
  int g[4];
};

static long squares(const std::vector<int> &v) {
  long s = 0;
  for (int x : v) s += (long)x * x;
  return s;
}
static int &second(std::vector<int> &v) { return v[1]; }
static int total(const Pair &p) { return p.f + p.g[0] + p.g[1] + p.g[2] + p.g[3]; }

int main() {
  std::vector<int> v(10, 1);
  int &element = v[3];
  #pragma nano task
  element += 1000;
  long s1 = squares(v);

  int x = 1;
  int &alias = x;
  #pragma nano task
  alias = 7;
  int x2 = x * 2;

  Pair p{1, {1, 2, 3, 4}};
  int &field = p.g[2];
  #pragma nano task
  field = 30;
  int s2 = total(p);

  int &returned = second(v);
  #pragma nano task
  returned = 50;
  long s3 = squares(v);

  int y = 0;
  auto set = [&](int k) { y = k; };
  #pragma nano task
  set(9);
  int y2 = y + 1;

  std::array<int, 4> arr{1, 2, 3, 4};
  int &at = arr.at(2);
  #pragma nano task
  at = 100;
  int s4 = arr[0] + arr[1] + arr[2] + arr[3];

  std::printf("%ld %d %d %ld %d %d\n", s1, x2, s2, s3, y2, s4);
  return 0;
}
