// The left operand of a call task may be a reference a call returns (bb55 m08):
// `b.bonus() = slow(9)` (a member returning a field: the object), `glob() =
// slow(8)` (returning a global) and `pick(buf, 2) = slow(7)` (returning an
// element of its argument: the array). The creator takes the address when it
// creates the task and registers what it designates; before, each ran in the
// creator ("the memory reached through 'b.bonus()' cannot be bounded"), while
// the same statement in braces ran as a task. A function that does more than
// return an lvalue (`pick_counted` counts its calls) stays in the creator: in
// C++17 the call on the left runs after the one on the right (bb56 5).
// A function returning one of two globals (`k ? G : H`) writes either; a
// member returning its field or a global, the object or the global.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %translate %s -- -std=c++17 -DEFFECT 2>&1 >/dev/null | %FileCheck %s --check-prefix=EFFECT
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// WARN-NOT: warning:
#include <cstdio>

static long slow(long x) {
  long h = x;
  for (int i = 0; i < 200000; i++) h = (h * 73 + 1) % 100189;
  return h + 1;
}
struct Bank {
  long bonus_ = 0, other_ = 0;
  long &bonus() { return bonus_; }
  long &bonus_or(int k); // its field or a global
};
long G;
static long &glob() { return G; }
static long &pick(long (&buf)[4], int i) { return buf[i]; }
long H;
static long &either(int k) { return k ? G : H; } // either global (bb70 F4: ran in the creator)
long &Bank::bonus_or(int k) { return k ? bonus_ : G; }
#ifdef EFFECT
static long calls;
static long &pick_counted() {
  calls++;
  return G;
}
static long read_calls() { return calls * 10 + 1; }
#endif

int main() {
  Bank b;
  long buf[4] = {1, 2, 3, 4};
  // CHECK: nano_a_->nano_lhs_ = &(b.bonus()); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(b)), static_cast<size_t>(16));
  #pragma nano task
  b.bonus() = slow(9);
  // CHECK: nano_a_->nano_lhs_ = &(glob()); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(::G)), static_cast<size_t>(8));
  #pragma nano task
  glob() = slow(8);
  // CHECK: nano_a_->nano_lhs_ = &(pick(buf, 2)); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(buf)), static_cast<size_t>(32));
  #pragma nano task
  pick(buf, 2) = slow(7);
  // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(::G)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(::H)), static_cast<size_t>(8));
  #pragma nano task
  either(1) = slow(6);
  // The object and the global (the object was left out: `b.bonus_` was read
  // before the task wrote it).
  // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(::G)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(b)), static_cast<size_t>(16));
  #pragma nano task
  b.bonus_or(1) = slow(5);
#ifdef EFFECT
  #pragma nano task
  pick_counted() = read_calls();
  // EFFECT: task-call-form-returned-reference.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'pick_counted()' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // EFFECT: note: assumed so because 'pick_counted()' is evaluated after the call on the right of '=' (C++17), and it may have effects (its function does more than return an lvalue), so the task cannot evaluate it when it is created
#endif
  // CHECK: nano_wait_handles_({{.*}}); std::printf
  std::printf("%ld %ld %ld %ld\n", b.bonus_, G, buf[2], H);
  return 0;
}
