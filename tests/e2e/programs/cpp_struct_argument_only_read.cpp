// A by-value struct parameter passed to functions that only read it through a
// const reference (`add(p[i], d)`, `p[i] + d`): no address of it is kept, so
// the loops over the elements run in parallel (review29: refused as "'p' and
// 'd' may point to overlapping memory").
#include <cstdio>

struct V {
  double x, y;
  V operator+(const V &o) const { return {x + o.x, y + o.y}; }
};

static V add(const V &a, const V &b) { return {a.x + b.x, a.y + b.y}; }

static void shift(V *p, int n, V d) {
  #pragma nano loop
  for (int i = 0; i < n; i++) p[i] = p[i] + d;
}

static void shift2(V *p, int n, V d) {
  #pragma nano loop
  for (int i = 0; i < n; i++) p[i] = add(p[i], d);
}

int main() {
  static V p[1000];
  for (int i = 0; i < 1000; i++) p[i] = V{1.0 * i, 2.0};
  shift(p, 1000, V{0.5, 0.25});
  shift2(p, 1000, V{1, 3});
  double s = 0;
  for (const V &v : p) s += v.x * 3 + v.y;
  std::printf("%.3f\n", s);
  return 0;
}
