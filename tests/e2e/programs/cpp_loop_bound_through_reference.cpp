// A loop bound read through a reference to a struct (`i < r.n`) while the body
// writes other fields of the same struct (`r.b[i]`): the bound cannot change, as
// with a pointer (`p->n`). (A write of `r.n` in the body is refused:
// tests/compiler/loop-bound-other-fields.c.)
#include <cstdio>

struct Series {
  int n;
  double a[100];
  double b[100];
};

static void step(Series &r) {
  #pragma nano loop
  for (int i = 0; i < r.n; i++) r.b[i] = r.a[i] * 2 + 1;
}

int main() {
  Series s{};
  s.n = 100;
  for (int i = 0; i < 100; i++) s.a[i] = i * 0.5;
  step(s);
  double t = 0;
  for (int i = 0; i < 100; i++) t += s.b[i];
  std::printf("%.2f\n", t);
  return 0;
}
