// cpp_qualified_member_tasks: members named with a class qualifier inside a
// member function (`P::fill(k)`, `P::v[i]`, `Q::v[i]` where D hides v). The
// task's outlined copy must put `nano_this->` before the qualifier; before,
// `P::fill(k)` as a task was refused ("named inside the definition of a macro")
// and ran sequentially. The hidden member `Q::v` is the base's array, not D's.
// Unsigned arithmetic: the sums wrap without undefined behaviour.
#include <cstdio>
struct P {
  unsigned long v[32];
  void fill(unsigned long k) {
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 20000; j++) v[i] = v[i] * 3 + k + j;
  }
};
struct Q { unsigned long v[32]; };
struct D : P, Q {
  unsigned long v[32]; // hides P::v and Q::v
  unsigned long run() {
    for (int i = 0; i < 32; i++) { P::v[i] = i; Q::v[i] = 2 * i; v[i] = 3 * i; }
    #pragma nano task
    P::fill(7);
    for (int i = 0; i < 32; i++) {
      #pragma nano task
      for (int j = 0; j < 20000; j++) Q::v[i] = Q::v[i] * 5 + P::v[i] + j;
      #pragma nano task
      v[i] = Q::v[i] + D::v[i];
    }
    unsigned long s = 0;
    for (int i = 0; i < 32; i++) s = s * 31 + P::v[i] + Q::v[i] + v[i];
    return s;
  }
};
int main() {
  static D d;
  std::printf("%lu\n", d.run());
  return 0;
}
