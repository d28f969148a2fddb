// `#pragma nano declare` before a member function declaration in its class
// applies to that member: calls `k.apply(...)` use the declared accesses
// (mapped to the explicit arguments), besides the read (const member) or the
// read and write (other members) of the object itself. It used to bind to the
// next declaration at namespace scope (a wrong function, or an error when that
// was no function). A `declare` in a class not followed by a member function
// is an error.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// RUN: not %translate %s -- -std=c++17 -DNO_MEMBER 2>&1 >/dev/null | %FileCheck %s --check-prefix=ERR
class Kernel {
 public:
  explicit Kernel(double f) : f_(f) {}
  #pragma nano declare reads(in[0:n]) writes(out[0:n])
  void apply(const double *in, double *out, int n) const;
  #pragma nano declare reads(in[0:n], out[0:n]) writes(out[0:n])
  void accumulate(const double *in, double *out, int n);
 private:
  double f_;
#ifdef NO_MEMBER
  #pragma nano declare reads(in[0:n])
  // ERR: declare-member-functions.cpp:[[@LINE-1]]:16: error: '#pragma nano declare' must be followed by a function declaration
  int unused_;
#endif
};
#pragma nano declare reads(in[0:n]) writes(out[0:n])
void scale_ext(const double *in, double *out, int n, double f);

static double a[1000], b[1000], c[1000];
int main() {
  Kernel k(2.0);
  // WARN-NOT: warning
  #pragma nano task
  k.apply(a, b, 500);
  // CHECK: nano_create(nano_task_1,
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, nano_bytes_(&(k)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_IN, nano_bytes_(&(::a)), static_cast<size_t>(4000)); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(::b)), static_cast<size_t>(4000)); nano_set_label
  #pragma nano task
  k.apply(a + 500, b + 500, 500);
  // CHECK: nano_create(nano_task_2,
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, nano_bytes_(&(k)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_IN, (nano_bytes_(&(::a)) + (4000)), static_cast<size_t>(4000)); nano_access(nano_t_, NANO_OUT, (nano_bytes_(&(::b)) + (4000)), static_cast<size_t>(4000)); nano_set_label
  #pragma nano task
  k.accumulate(b, c, 1000);
  // CHECK: nano_create(nano_task_3,
  // CHECK-SAME: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(k)), static_cast<size_t>(8)); nano_access(nano_t_, NANO_IN, nano_bytes_(&(::b)), static_cast<size_t>(8000)); nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(::c)), static_cast<size_t>(8000)); nano_set_label
  #pragma nano task
  scale_ext(c, a, 1000, 0.5);
  // CHECK: nano_create(nano_task_4,
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, nano_bytes_(&(::c)), static_cast<size_t>(8000)); nano_access(nano_t_, NANO_OUT, nano_bytes_(&(::a)), static_cast<size_t>(8000)); nano_set_label(nano_t_, "scale_ext");
  return a[0] > 0;
}
