// Two references to one struct type, called with one object and with two: the
// loop over distinct fields runs in parallel either way (tests/compiler/
// loop-two-references-one-record.cpp), and references to two unrelated struct
// types never name one object.
#include <cstdio>

struct Series {
  int n;
  double a[4000];
  double b[4000];
};

struct Weights {
  double w[4000];
};

static void blend(Series &q, Series &r) {
  #pragma nano loop
  for (int i = 0; i < r.n; i++) q.b[i] = r.a[i] * 0.5 + q.b[i];
}

static void weigh(Series &q, const Weights &o) {
  #pragma nano loop
  for (int i = 0; i < q.n; i++) q.a[i] = q.b[i] * o.w[i];
}

static Series s, t;
static Weights w;

int main() {
  s.n = t.n = 4000;
  for (int i = 0; i < 4000; i++) {
    s.a[i] = i % 17;
    t.a[i] = i % 5;
    w.w[i] = 1.0 / (1 + i % 3);
  }
  blend(s, s);
  blend(t, s);
  weigh(t, w);
  double sum = 0;
  for (int i = 0; i < 4000; i++) sum += s.b[i] + t.b[i] + t.a[i];
  std::printf("%.3f\n", sum);
  return 0;
}
