// C++17 evaluates the right operand of `=` and `op=` first: in `a[gi] =
// bump()` a call writing gi selects another element, in `*p = step()` a call
// moving p another object, in `v[0] = grow()` a call growing v another
// buffer. Such a statement is outlined as written (the task evaluates the
// left side after the call), not in the call form that takes the left side's
// address at the creation; and a section whose subscript uses a global the
// statement's call writes (`a[gi] += bump()`) is the whole array.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>

long a[4];
int gi = 0;
static long bump() { gi = 1; return 42; }
long *p = a + 2;
static long step() { p += 1; return 9; }
std::vector<long> v(1, 5);
static long grow() {
  for (int k = 0; k < 100; k++) v.push_back(k);
  return 42;
}
long slow(long i) {
  long s = 0;
  for (long k = 0; k < 200000; k++) s = (s * 31 + i + k) % 1000003;
  return s;
}
static long bump_slow() { gi = 0; return slow(1); }
struct P {
  long x, y;
};
static int *gp;
static long bump_through(long v) {
  long r = slow(v);
  (*gp)++;
  return r;
}

int main() {
  // CHECK-NOT: nano_a_->nano_lhs_ = &(a[gi])
  #pragma nano task
  a[gi] = bump();
  // CHECK-NOT: nano_a_->nano_lhs_ = &(*p)
  #pragma nano task
  *p = step();
  // CHECK-NOT: nano_a_->nano_lhs_ = &(v[0])
  #pragma nano task
  v[0] = grow();
  #pragma nano wait
  // EXPLAIN: task-call-writes-left-operand.cpp:[[@LINE+2]]:3: remark: task read/write 'a[gi]' (the subscript depends on 'gi', which the write of 'bump_slow()' may change)
  #pragma nano task
  a[gi] += bump_slow();
  #pragma nano task
  a[0] = a[0] * 3 + slow(2);
  #pragma nano wait
  // An index the task itself changes through a pointer its callee was given
  // (`gp = &i`): the element registered at the creation would be stale, so
  // the vector is registered whole.
  std::vector<P> ps(4);
  int i = 1;
  gp = &i;
  // EXPLAIN: task-call-writes-left-operand.cpp:[[@LINE+2]]:3: remark: task write 'ps[i].x' ('i' may change in the task before it reaches the memory)
  #pragma nano task
  ps[i].x = bump_through(1);
  #pragma nano task
  ps[2].x = ps[2].x * 3 + 1;
  #pragma nano wait
  long s = 0;
  for (long x : v) s += x;
  std::printf("%ld %ld %ld %ld %d %ld %zu %ld %ld %d\n", a[0], a[1], a[2], a[3], gi, s, v.size(), ps[1].x, ps[2].x,
              i);
  return 0;
}
