// A struct of numbers returned by value and assigned (`out[i] = make(i)`,
// `a = heavy(3)`): a trivial move assignment copies bytes, so the loop runs in
// parallel and the task is a nano-thread (review29: both were refused).
#include <cstdio>
#include <vector>

struct P {
  double x, y;
};

static P make(int i) { return {i * 0.5, i * 0.25}; }

static P heavy(int k) {
  P p{0, 0};
  for (int i = 0; i < 200000; i++) {
    p.x += (i % (k + 7)) * 0.5;
    p.y += (i % (k + 3)) * 0.25;
  }
  return p;
}

static void fill(P *out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = make(i);
}

static void fillv(std::vector<P> &out) {
  #pragma nano loop
  for (std::size_t i = 0; i < out.size(); i++) out[i] = make(static_cast<int>(i));
}

int main() {
  static P a[1000];
  std::vector<P> b(777);
  fill(a, 1000);
  fillv(b);
  P t, u;
  #pragma nano task
  t = heavy(3);
  #pragma nano task
  u = heavy(5);
  double s = t.x + t.y - u.x + u.y;
  for (const P &p : a) s += p.x + 2 * p.y;
  for (const P &p : b) s += 3 * p.x - p.y;
  std::printf("%.3f\n", s);
  return 0;
}
