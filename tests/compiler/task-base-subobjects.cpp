// Fields of a base class reached from a derived object lie at the base's
// offset in it: in D : A, B (A is 256 bytes), `b[i]` in a member of D is
// `this` + 256 + 4i; a cast from B* to D* moves back by 256, one from D* to
// B* forward. Before, the conversion was dropped and b[i] was registered at
// a[i]'s bytes. A member of a base called on `this` registers that base's
// subobject (fillA: bytes 0-255, fillB: 256-511). A virtual member called on
// `this` may run an override of a derived class, outside what its body shows:
// the task runs in its creator, with a warning (not in a final class, where
// the override's body decides: Q::clear writes q[0], after P's vptr and p). A base
// reached through a virtual base is placed at run time: the task runs in its
// creator, with a warning.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
struct A { int a[64]; void fillA(int v) { for (int i = 0; i < 64; i++) a[i] = v; } };
struct B { int b[64]; void fillB(int v) { for (int i = 0; i < 64; i++) b[i] = v; } };
struct V { int v[8]; };
struct D : A, B {
  int out[64];
  void run(int i) {
    #pragma nano task
    b[i] = i;
    // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (nano_bytes_((this)) + (256 + i * 4)), nano_len_(
    #pragma nano task
    a[i] = i;
    // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (nano_bytes_((this)) + (i * 4)), nano_len_(
    #pragma nano task
    fillA(i);
    // CHECK: nano_access{{[(]}}nano_t_, NANO_INOUT, nano_bytes_((this)), static_cast<size_t>{{[(]}}256));
    #pragma nano task
    fillB(i);
    // CHECK: nano_access{{[(]}}nano_t_, NANO_INOUT, (nano_bytes_((this)) + (256)), static_cast<size_t>{{[(]}}256));
  }
};
struct P {
  long p[8];
  virtual void clear() { p[0] = 0; }
  void reset() {
    // WARN: [[@LINE+2]]:5: warning: task runs in the creating nano-thread: the memory reached through 'clear()' cannot be bounded; name the memory it accesses in an in/out/inout clause
    #pragma nano task
    clear();
  }
};
struct Q final : P {
  long q[8];
  void clear() override { q[0] = 0; }
  void reset() {
    #pragma nano task
    clear();
    // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (nano_bytes_((this)) + (72)), static_cast<size_t>{{[(]}}8));
  }
};
struct E : virtual V {
  int e[8];
  void put(int i) {
    // WARN: [[@LINE+2]]:5: warning: task runs in the creating nano-thread: the memory reached through 'v[i]' cannot be bounded; name the memory it accesses in an in/out/inout clause
    #pragma nano task
    v[i] = 1;
  }
};
void use(D &d, B *pb, int i) {
  #pragma nano task
  d.b[i] = 2;
  // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (nano_bytes_(&(d)) + (256 + i * 4)), nano_len_(
  #pragma nano task
  static_cast<D *>(pb)->out[i] = 3;
  // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (nano_bytes_((pb)) + (256 + i * 4)), nano_len_(
  #pragma nano task
  static_cast<B *>(&d)->b[i + 1] = 4;
  // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (nano_bytes_(&(d)) + (256 + (i + 1) * 4)), nano_len_(
}
