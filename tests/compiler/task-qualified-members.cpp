// Members of `this` named with a class qualifier (`P::fill(7)`, `Q::v[i]`,
// `D::v[i]`) in a task: the outlined copy puts `nano_a_->nano_this->` before
// the qualifier. Before, the member's name was looked for at the qualifier and
// not found, and the task was refused as "named inside the definition of a
// macro" and ran sequentially. A hidden base member (`Q::v` under D's own v)
// is registered at the base's bytes.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: not grep -q "ignored" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
struct P { int v[32]; void fill(int k) { for (int i = 0; i < 32; i++) v[i] = k; } };
struct Q { int v[32]; };
struct D : P, Q {
  int v[32];
  void run(int i) {
    #pragma nano task
    P::fill(7);
    // CHECK: nano_access{{[(]}}nano_t_, NANO_INOUT, nano_bytes_((this)), static_cast<size_t>{{[(]}}128));
    #pragma nano task
    Q::v[i] = D::v[i] + ::D::P::v[i];
    // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (nano_bytes_((this)) + (128 + i * 4)), nano_len_(
    // CHECK-DAG: nano_access{{[(]}}nano_t_, NANO_IN, (nano_bytes_((this)) + (256 + i * 4)), nano_len_(
    // CHECK-DAG: nano_access{{[(]}}nano_t_, NANO_IN, (nano_bytes_((this)) + (i * 4)), nano_len_(
  }
};
// CHECK: nano_a_->nano_this->P::fill(7);
// CHECK: nano_a_->nano_this->Q::v[nano_a_->i] = nano_a_->nano_this->D::v[nano_a_->i] + nano_a_->nano_this->::D::P::v[nano_a_->i];
