// A function's static reference to a global (`static long &sr = g;`) is that
// global at its callers' tasks (bb71 F4: registered as `&(sr)`, a name the
// caller cannot see: the translation failed, or took an unrelated global `sr`
// and raced), and a global of an unnamed namespace defined after main is
// registered through a function defined at the end of the generated file
// (bb71 F6: undeclared at the task).
#include <cstdio>

static long spin(long v) {
  for (int k = 0; k < 3000000; k++) v = (v * 31 + k) % 1000003;
  return v;
}

long g = 1;
long sr = 0; // unrelated, same name as the static reference
void bump() {
  static long &sr = g;
  sr = spin(sr + 1);
}
void dbl() { g = spin(g * 2 + 1); }
void late();
long late_value();

int main() {
  #pragma nano task
  bump();
  #pragma nano task
  dbl();
  #pragma nano task
  late();
  long v = late_value();
  std::printf("%ld %ld %ld\n", g, sr, v);
  return 0;
}

namespace {
long H = 4;
}
void late() { H = spin(H * 3 + 1); }
long late_value() { return H; }
