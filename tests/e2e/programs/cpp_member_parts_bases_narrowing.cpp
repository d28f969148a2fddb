// cpp_member_parts_bases_narrowing: members called on *this whose parts must
// not be narrowed (review of the member-parts change): B::setb(i) called in a
// D : A, B writes b[i] at B's offset inside D, so the task registers the
// whole object; set(unsigned char i) called as set(256 + t) writes a[t], not
// a[256 + t] (the argument does not keep its value), so the whole object too.
// Before those fixes the tasks reading those elements ran too early.
#include <cstdio>
struct A { unsigned a[64]; }; // unsigned: the sums wrap without undefined behaviour
struct B {
  unsigned b[64];
  void setb(int i) { for (int k = 0; k < 300000; k++) b[i] = b[i] * 3 + k; }
};
struct D : A, B {
  unsigned out[64];
  void run() {
    for (int i = 0; i < 64; i++) { a[i] = 0; b[i] = i; }
    B *pb = this;
    for (int i = 0; i < 64; i++) {
      #pragma nano task
      setb(i);
      #pragma nano task
      out[i] = pb->b[i];
    }
  }
};
struct S {
  unsigned long a[512];
  unsigned long out[8];
  void set(unsigned char i) { for (int k = 0; k < 3000000; k++) a[i] = a[i] * 3 + k; }
  void get(int i, int o) { out[o] = a[i]; }
  void run() {
    for (int i = 0; i < 512; i++) a[i] = i;
    for (int t = 0; t < 4; t++) {
      #pragma nano task
      set(256 + t);
      #pragma nano task
      get(t, t);
    }
  }
};
int main() {
  static D d;
  d.run();
  unsigned long s = 0;
  for (int i = 0; i < 64; i++) s += d.out[i] * (i + 1);
  static S e;
  e.run();
  unsigned long r = 0;
  for (int i = 0; i < 4; i++) r += e.out[i] * (i + 1);
  std::printf("%lu %lu\n", s, r);
  return 0;
}
