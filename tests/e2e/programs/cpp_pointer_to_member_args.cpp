// cpp_pointer_to_member_args: task arguments and captured variables of pointer-to-data-member
// type (`double P::*`, an array of them, a pointer to one): the argument block spells the type so
// that it compiles, and the output equals the elision.
#include <cstdio>
struct P { double x, y; };
static void set(P &p, double P::*field, double v) {
  for (volatile int j = 0; j < 100000; j = j + 1) {}
  p.*field = v;
}
static void set_both(P &p, double P::*const *fields, double v) { p.*fields[0] = v; p.*fields[1] = -v; }
int main() {
  P p{0, 0}, q{0, 0}, r{0, 0};
  double P::*pm = &P::y;
  #pragma nano task
  set(p, pm, 7);
  #pragma nano task
  q.*pm = 5;
  double P::*both[2] = {&P::x, &P::y};
  #pragma nano task
  set_both(r, both, 2);
  std::printf("%g %g %g %g %g %g\n", p.x, p.y, q.x, q.y, r.x, r.y);
  return 0;
}
