// cpp_base_subobject_tasks: fields of a base class reached from a derived
// object. In D : A, B the field b of B lies 256 bytes into D; before, a member
// of D writing `b[i]` (through `this` converted to B*) registered b[i] at
// B's own offset 0, the bytes of a[i], so a task reading `pb->b[i]` ran
// before it (wrong sums at 2 and 4 workers). Casts between D* and B* move
// the address by that offset both ways (static_cast<D *>(pb)->out[i]).
// Unsigned arithmetic: the sums wrap without undefined behaviour.
#include <cstdio>
struct A { unsigned long a[64]; };
struct B { unsigned long b[64]; };
struct D : A, B {
  unsigned long out[64];
  void run() {
    for (int i = 0; i < 64; i++) { a[i] = 0; b[i] = i; }
    B *pb = this;
    for (int i = 0; i < 64; i++) {
      #pragma nano task
      for (int k = 0; k < 200000; k++) b[i] = b[i] * 3 + k;
      #pragma nano task
      out[i] = pb->b[i];
    }
  }
};
void bump(D &d, B *pb) {
  for (int i = 0; i < 64; i++) {
    #pragma nano task
    for (int k = 0; k < 200000; k++) static_cast<D *>(pb)->out[i] = static_cast<D *>(pb)->out[i] * 5 + k;
    #pragma nano task
    d.a[i] = d.out[i] % 1000;
  }
}
int main() {
  static D d;
  d.run();
  unsigned long s = 0;
  for (int i = 0; i < 64; i++) s += d.out[i] * (i + 1);
  bump(d, &d);
  unsigned long r = 0;
  for (int i = 0; i < 64; i++) r += d.a[i] * (i + 1);
  std::printf("%lu %lu\n", s, r);
  return 0;
}
