// cpp_container_buffer_and_elements: one std::vector (or std::string) reached
// by one task through its buffer (`v.data()`, `&v[0]`) and by the next
// through the container object (`v[3] = 100`, `v.push_back`). The first
// registers the buffer, the second the object: both must meet at run time,
// so a task registering a container object also registers its element buffer
// (the object directly, a field of a struct or of `*this`, a reference
// parameter, an element of an array of vectors, a std::string).
// Before that fix the second task overtook the first (a slow one) at 2 and 4
// workers: 45 instead of the elision's 142 in every case.
#include <cstdio>
#include <string>
#include <vector>

static void spin() {
  volatile long x = 0;
  for (long i = 0; i < 3000000; i++) x += i;
}
static void fill(long *p, int n) {
  spin();
  for (int i = 0; i < n; i++) p[i] = i;
}
static void fill_chars(char *p, int n) {
  spin();
  for (int i = 0; i < n; i++) p[i] = char('a' + i);
}
static long sum(const std::vector<long> &v) {
  long s = 0;
  for (long e : v) s += e;
  return s;
}

struct Holder {
  int tag = 0;
  std::vector<long> v = std::vector<long>(10, 0);
};

class Series {
  std::vector<long> d_ = std::vector<long>(10, 0);

public:
  long build() {
#pragma nano task
    fill(d_.data(), 10);
#pragma nano task
    d_[3] = 100;
#pragma nano wait
    return sum(d_);
  }
};

static long through_reference(std::vector<long> &r) {
#pragma nano task
  fill(r.data(), 10);
#pragma nano task
  r[3] = 100;
#pragma nano wait
  return sum(r);
}

int main() {
  std::vector<long> v(10, 0);
#pragma nano task
  fill(v.data(), 10);
#pragma nano task
  v[3] = 100;
#pragma nano wait
  std::printf("data then element: %ld\n", sum(v));

  std::vector<long> w(10, 0);
#pragma nano task
  fill(&w[0], 10);
#pragma nano task
  w.at(3) = 100;
#pragma nano wait
  std::printf("element address then at: %ld\n", sum(w));

  std::vector<long> g(10, 0);
#pragma nano task
  fill(g.data(), 10);
#pragma nano task
  g.push_back(97);
#pragma nano wait
  std::printf("data then push_back: %ld %zu\n", sum(g), g.size());

  Holder h;
#pragma nano task
  fill(h.v.data(), 10);
#pragma nano task
  h.v[3] = 100;
#pragma nano wait
  std::printf("field: %ld\n", sum(h.v));

  Series s;
  std::printf("member: %ld\n", s.build());

  std::vector<long> r(10, 0);
  std::printf("reference: %ld\n", through_reference(r));

  std::vector<long> rows[2] = {std::vector<long>(10, 0), std::vector<long>(10, 0)};
#pragma nano task
  fill(rows[1].data(), 10);
#pragma nano task
  rows[1][3] = 100;
#pragma nano wait
  std::printf("array of vectors: %ld\n", sum(rows[1]));

  std::string str(8, '.');
#pragma nano task
  fill_chars(str.data(), 8);
#pragma nano task
  str[1] = 'Z';
#pragma nano wait
  std::printf("string: %s\n", str.c_str());

  // The other order: the object's task first, the buffer's task after it.
  std::vector<long> u(10, 5);
#pragma nano task
  {
    spin();
    u[3] = 100;
  }
#pragma nano task
  fill(u.data(), 10);
#pragma nano wait
  std::printf("element then data: %ld\n", sum(u));
  return 0;
}
