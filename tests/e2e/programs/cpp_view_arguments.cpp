// cpp_view_arguments: tasks receiving views of memory by value (a span-like
// class built over a std::vector, a user struct holding a pointer, two views
// of one vector) are ordered with the statements that use the viewed memory:
// a view resolved to its container registers the container's buffer; one that
// cannot be resolved runs the task in the creating nano-thread. Never no access.
#include <cstddef>
#include <cstdio>
#include <vector>

template <class T> class Span {
public:
  explicit Span(std::vector<T> &v) : p_(v.data()), n_(v.size()) {}
  Span(T *p, std::size_t n) : p_(p), n_(n) {}
  T &operator[](std::size_t i) const { return p_[i]; }
  std::size_t size() const { return n_; }
  Span first(std::size_t k) const { return Span(p_, k); }

private:
  T *p_;
  std::size_t n_;
};

struct View {
  int *p;
  int n;
};

static void fill(Span<int> d, int k) {
  for (std::size_t r = 0; r < 200; r++)
    for (std::size_t i = 0; i < d.size(); i++) d[i] = k + (int)(r % 2);
}

static void addTo(Span<int> dst, Span<int> src) {
  for (std::size_t i = 0; i < dst.size() && i < src.size(); i++) dst[i] += src[i] + 1;
}

static void setAll(View v, int k) {
  for (int r = 0; r < 200; r++)
    for (int i = 0; i < v.n; i++) v.p[i] = k * (r + 1);
}

int main() {
  std::vector<int> v(1000, 1), w(1000, 2);
  #pragma nano task
  fill(Span<int>(v), 4);
  long t = v[0] * 100L + v[999];
  std::printf("after fill: %ld\n", t);

  // Two views of the same vectors, in both directions: the second task reads
  // what the first writes and the other way round.
  Span<int> sv(v), sw(w);
  #pragma nano task
  addTo(sv, sw);
  #pragma nano task
  addTo(sw, sv);
  long s = 0;
  for (int x : v) s += x;
  for (int x : w) s += x;
  std::printf("after addTo: %ld\n", s);
  #pragma nano task
  addTo(Span<int>(w), Span<int>(v));
  #pragma nano task
  addTo(Span<int>(v), Span<int>(w));
  #pragma nano task
  fill(Span<int>(w).first(10), 7);
  s = 0;
  for (int x : v) s += x;
  for (int x : w) s += x;
  std::printf("after addTo (temporaries): %ld\n", s);

  int a[64] = {0};
  View va{a, 64};
  #pragma nano task
  setAll(va, 3);
  std::printf("after setAll: %d %d\n", a[0], a[63]);
  return 0;
}
