// A reference a function returns into its std::span parameter (`double
// &pick(std::span<double> s) { return s[0]; }`, `s.back()`) designates memory
// the span argument shows: `addto(pick(s), 5)` registers what s shows when the
// task is created, `[s.data(), s.data() + s.size())`; `pick(w)` w's buffer;
// `last(std::span<double>(w).subspan(10, 20))` that part. Such a task is a
// task ordered with the others on those elements. Before: the reference was
// unknown memory, and the task ran in its creating nano-thread with a warning.
// A function that changes its span before returning an element of it
// (`s = s.subspan(1)`) still returns memory that cannot be bounded.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=REMARK < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <span>
#include <vector>

double &pick(std::span<double> s) { return s[0]; }
double &last(std::span<double> s) { return s.back(); }
double &moved(std::span<double> s) {
  s = s.subspan(1);
  return s[0];
}
void addto(double &x, double v) { x += v; }

double f(std::span<double> s, std::vector<double> &w) {
  #pragma nano task
  addto(pick(s), 5);
  // CHECK: nano_a_->nano_a0_ = &(pick(s)); nano_a_->nano_a1_ = (5); if ((s).data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_(((s).data())){{,}} nano_len_(static_cast<long long>(((s).size() {{[*]}} 8)))); nano_set_label(nano_t_, "addto")
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 2]]:3: remark: task read/write 's' through 'pick(s)'
  #pragma nano task
  addto(last(std::span<double>(w).subspan(10, 20)), 1);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(w)){{,}} static_cast<size_t>(24)); if (w.data()) nano_access(nano_t_, NANO_INOUT, (nano_bytes_((w.data())) + (80)){{,}} static_cast<size_t>(160)); nano_set_label(nano_t_, "task")
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 2]]:32: remark: task read 'w'
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 3]]:9: remark: task read/write 'w' through 'last(std::span<double>(w).subspan(10, 20))' ('s' is a view: it may reach any part of the memory it points to)
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 4]]:3: remark: task read/write 'w' through 'addto(last(std::span<double>(w).subspan(10, 20)), 1)'
  #pragma nano task
  addto(pick(w), 2);
  // CHECK: nano_a_->nano_a0_ = &(pick(w)); nano_a_->nano_a1_ = (2); if (w.data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((w.data())){{,}} nano_len_(static_cast<long long>((((w).size() * sizeof(*(w).data())))))); nano_set_label(nano_t_, "addto")
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 2]]:3: remark: task read/write 'w' through 'pick(w)'
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 3]]:3: remark: task read/write 'w' through 'pick(w)' (the buffer of the container, reached through a view)
  #pragma nano task
  addto(moved(s), 1);
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 1]]:3: remark: assumed any memory may be accessed: cannot tell what 'moved(s)' points to
  // REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 2]]:3: warning: task runs in the creating nano-thread: the memory reached through 'moved(s)' cannot be bounded; name the memory it accesses in an in/out/inout clause
  return s[0] + w[0];
}
// The creator evaluates `pick(w)` (the reference argument) when it creates
// the third task: it waits for the first two, which may write w's buffer
// (s may view it); the call of moved(s) waits for the third.
// REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 13]]:3: remark: wait inserted here: this statement writes 'w' through 'pick(w)' which a task writes
// REMARK: task-span-parameter-returned-reference.cpp:[[# @LINE - 9]]:3: remark: wait inserted here: this statement writes 'moved(s)' which a task writes
// REMARK-NOT: remark:
