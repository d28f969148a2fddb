// A class may overload unary `&` (proxies, expression templates) or delete
// it: the generated code took its objects' addresses with `&(x)`, which then
// called the overload (a `long` stored as a pointer: no compile) or was
// refused (bb79 9, 10). Such objects' addresses are now
// `__builtin_addressof(x)`, as std::addressof takes them; other objects keep
// `&(x)`.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++17
#include <cstdio>

static long slow(long v) { long s = 0; for (long k = 0; k < 3000; k++) s += (k * v) % 11; return s; }

struct NoAddr { long v = 0; NoAddr *operator&() = delete; };
struct OddAddr { long v = 0; long operator&() const { return 42; } };
struct Derived : OddAddr { long w = 0; };
namespace ns {
struct Free { long v = 0; };
inline int operator&(const Free &) { return 7; }
} // namespace ns
struct Plain { long v = 0; };

int main() {
  NoAddr na;
  OddAddr oa;
  Derived d;
  ns::Free f;
  Plain p;
  // CHECK: nano_a_->nano_lhs_ = &(na.v); nano_access(nano_t_, NANO_OUT, nano_bytes_(__builtin_addressof(na)), static_cast<size_t>(8));
  #pragma nano task
  na.v = slow(5);
  // CHECK: nano_a_->oa = __builtin_addressof(oa); nano_access(nano_t_, NANO_INOUT, nano_bytes_(__builtin_addressof(oa)), static_cast<size_t>(8));
  #pragma nano task
  oa.v = slow(6) + (&oa);
  // CHECK: nano_a_->d = __builtin_addressof(d);
  #pragma nano task
  d.w = slow(7) + (&d);
  // CHECK: nano_a_->f = __builtin_addressof(f);
  #pragma nano task
  f.v = slow(8) + (&f);
  // CHECK: nano_a_->nano_lhs_ = &(p.v); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(p)), static_cast<size_t>(8));
  #pragma nano task
  p.v = slow(9);
  #pragma nano wait
  std::printf("%ld %ld %ld %ld %ld\n", na.v, oa.v, d.w, f.v, p.v);
  return oa.v == slow(6) + 42 && f.v == slow(8) + 7 ? 0 : 1;
}
