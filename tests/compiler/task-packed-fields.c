// A task writing a field of a packed struct: the creation code takes the
// field's address (`&(p.v)`), which clang warns about on the user's line
// (-Waddress-of-packed-member, on by default), so `nanocc -Werror` failed
// where the elision, which takes no address, compiled (bb79 14). The
// creation code now silences that warning for itself.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

static long slow(long v) { long s = 0; for (long k = 0; k < 3000; k++) s += (k * v) % 11; return s; }

struct __attribute__((packed)) P { char c; long v; };
#pragma pack(push, 1)
struct Q { char c; long w; };
#pragma pack(pop)

int main(void) {
  struct P p = {'x', 0};
  struct Q q = {'y', 0};
  // CHECK: _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Waddress-of-packed-member\"") { void *nano_p_;
  #pragma nano task
  p.v = slow(3);
  #pragma nano task
  q.w = slow(4) + p.v;
  #pragma nano wait
  printf("%c %ld %c %ld\n", p.c, p.v, q.c, q.w);
  return p.v == slow(3) ? 0 : 1;
}
