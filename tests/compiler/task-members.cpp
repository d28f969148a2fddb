// Tasks in C++ member functions capture `this`; members named in the statement
// become accesses of *this's fields (registered at creation through `this`).
// Defined in the class, the outlined function is a static member (private
// members are usable); out of the class, and in templates, the task is outlined
// in place (a local argument block and a captureless lambda at the site).
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
class Counter {
public:
  void bump(int k) {
    #pragma nano task
    count_ += k;
    // CHECK: nano_a_->nano_this = this;
    // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_({{.*}}this{{.*}}), static_cast<size_t>(8));
    #pragma nano task
    this->other_ = k;
    int seen = static_cast<int>(count_);
    // CHECK: nano_wait_handle_(&nano_h_[[B:[0-9]+]]); int seen
    (void)seen;
  }
  void out_of_class(int k);
  long total() const { return count_ + other_; }

private:
  long count_ = 0;
  long other_ = 0;
};
// CHECK: static void nano_task_[[B]](void *nano_p_) {
// CHECK: nano_a_->nano_this->count_ += nano_a_->k;

void Counter::out_of_class(int k) {
  #pragma nano task
  count_ += k;
  // CHECK: using nano_ty_{{[0-9]+}}_nano_this = decltype(this);
  // CHECK: nano_a_->nano_this->count_ += nano_a_->k;{{ }}}
}

template <typename T> T twice(T v) {
  T r;
  #pragma nano task
  r = v + v;
  // CHECK: (*nano_a_->r) = nano_a_->v + nano_a_->v;{{ }}}
  return r;
}

int main() {
  Counter c;
  c.bump(2);
  c.out_of_class(3);
  return static_cast<int>(c.total()) + twice(1);
}
// WARN-NOT: warning:
