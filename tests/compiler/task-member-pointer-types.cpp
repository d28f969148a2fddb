// A task argument or captured variable of pointer-to-data-member type: the
// argument block spells it without the tag keyword that clang prints inside it
// (`double struct P::*a1;` does not compile), here and through pointers and
// arrays of it. A write through a pointer to member (`p.*field = v`,
// `pp->*pm = 3`) writes the object (which member is unknown: all of it); it
// was taken for a read, so the creator did not wait for the task.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
struct P { double x, y; };
static void set(P &p, double P::*field, double v) { p.*field = v; }
static void set_both(P &p, double P::*const *fields, double v) { p.*fields[0] = v; p.*fields[1] = -v; }
struct stat { int size; };
int stat(const char *, struct stat *);
static void size_of(struct stat *s, int stat::*field) { s->*field = 4; }
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
  P s{0, 0};
  P *ps = &s;
  #pragma nano task
  ps->*pm = 3;
  struct stat st;
  #pragma nano task
  size_of(&st, &stat::size);
  return static_cast<int>(p.y + q.y + r.x + s.y) + st.size;
}
// CHECK: struct nano_args_1 { struct P *nano_a0_; double P::*nano_a1_; double nano_a2_; };
// CHECK: struct nano_args_2 { struct P *q; double P::*pm; };
// CHECK: struct nano_args_3 { struct P *nano_a0_; double P::*const *nano_a1_; double nano_a2_; };
// CHECK: struct nano_args_5 { struct stat *nano_a0_; int stat::*nano_a1_; };
// CHECK: nano_create(nano_task_1,
// CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(p)), static_cast<size_t>(16)); nano_set_label
// CHECK: nano_create(nano_task_2,
// CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(q)), static_cast<size_t>(16)); nano_set_label
// CHECK: nano_create(nano_task_3,
// CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(r)), static_cast<size_t>(16)); nano_set_label
// CHECK: nano_create(nano_task_4,
// CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_((ps)), static_cast<size_t>(16)); nano_set_label
// CHECK: nano_wait_handles_({&nano_h_1, &nano_h_2, &nano_h_3, &nano_h_4, &nano_h_5}, false); return
