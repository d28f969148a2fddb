// Tasks in templates are outlined in place: a local argument block whose member
// types are spelt with decltype, and a captureless lambda as the entry, so one
// rewrite of the pattern serves every instantiation. The pattern is analysed in
// its instantiations: when they need different code (here `int` and `long`
// objects of different sizes), the body becomes one `if constexpr` branch per
// instantiation, selected by its template arguments (the original body for any
// other); when an argument cannot be tested (a local type), when the body also
// holds a lowered loop (whose code is not repeated per branch), or when there
// is no instantiation, the tasks run in the creating nano-thread with a
// warning saying which.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
static long work(long v) { return v * 3; }

template <typename T> T twice(T v) {
  T r;
  #pragma nano task
  r = work(v) + v;
  // CHECK: { using nano_ty_[[T:[0-9]+]]_r = decltype(&(r)); using nano_ty_[[T]]_v = std::remove_cv_t<decltype(v)>; struct nano_args_[[T]] { nano_ty_[[T]]_r r; nano_ty_[[T]]_v v; };
  // CHECK-SAME: nano_create(+[](void *nano_ep_) { struct nano_args_[[T]] *nano_a_ = static_cast<struct nano_args_[[T]] *>(nano_ep_); (void)nano_a_;
  // CHECK-NEXT: #line [[@LINE-3]] "{{.*}}task-templates.cpp"
  // CHECK-NEXT: {{^  }}(*nano_a_->r) = work(nano_a_->v) + nano_a_->v; }, sizeof(struct nano_args_[[T]]), &nano_p_);
  // CHECK-SAME: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(r)), static_cast<size_t>(4));
  // CHECK-NEXT: #line [[@LINE-6]] "{{.*}}task-templates.cpp"
  return r;
  // CHECK: nano_wait_handle_(&nano_h_[[T]]); return r;
}

template <typename T> struct Box {
  T value;
  // A member function of a class template: `this` is captured.
  void bump(T k) {
    #pragma nano task
    value += k;
    // CHECK: using nano_ty_[[B:[0-9]+]]_nano_this = decltype(this);
    // CHECK: nano_a_->nano_this->value += nano_a_->k;{{ }}}
  }
};

template <typename T> T sized(T v) {
  // CHECK-LABEL: template <typename T> T sized(T v) { if constexpr (__is_same(T, int)) {
  T r;
  #pragma nano task
  r = v + 1;
  // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(r)){{,}} static_cast<size_t>(4));
  // CHECK: } else if constexpr (__is_same(T, long)) {
  // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(r)){{,}} static_cast<size_t>(8));
  // CHECK: } else {
  return r;
}

template <typename T, int N> T scaled(T *v) {
  // CHECK-LABEL: template <typename T, int N> T scaled(T *v) { if constexpr (__is_same(T, double) && (N == 2)) {
  // CHECK: } else if constexpr (__is_same(T, double) && (N == 3)) {
  #pragma nano task
  v[N - 1] *= N;
  #pragma nano wait
  return v[N - 1];
}

template <typename T> T local_typed(T v) {
  T r;
  #pragma nano task
  r = v;
  // WARN: task-templates.cpp:[[@LINE-2]]:16: warning: '#pragma nano task' ignored: the template's instantiations need different task code (the accessed objects differ in size or layout, or different statements must wait), and an instantiation's template arguments cannot be tested (a pack, a template template argument, a local or unnamed type); the statement runs sequentially
  return r;
}

template <typename T> T with_loop(T *a, int n) {
  T x = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) a[i] = T(i);
  #pragma nano task
  x = a[0] + a[1];
  // WARN: task-templates.cpp:[[@LINE-2]]:16: warning: '#pragma nano task' ignored: the template's instantiations need different task code (the accessed objects differ in size or layout, or different statements must wait), and its body also holds a lowered '#pragma nano loop', whose code cannot be repeated in a branch per instantiation (move the loop into a function of its own); the statement runs sequentially
  return x;
}

// A function-try-block: the branches go inside its block.
template <typename T> T guarded(T *a) try {
  T x = 0;
  #pragma nano task
  x = a[0] + a[1];
  return x;
} catch (...) {
  return T(-1);
}
// CHECK-LABEL: template <typename T> T guarded(T *a) try { if constexpr {{[(]}}__is_same(T, double)) {
// CHECK: } else if constexpr {{[(]}}__is_same(T, int)) {

template <typename T> void never_used(T *a) {
  #pragma nano task
  a[0] = T(1);
  // WARN: task-templates.cpp:[[@LINE-2]]:16: warning: '#pragma nano task' ignored: the template is never instantiated in this translation unit, so its tasks cannot be analysed (instantiate it in this file); the statement runs sequentially
}
// WARN-NOT: warning:

int main() {
  struct Pair { long a, b; };
  Box<long> b{1};
  b.bump(2);
  double d[3] = {1, 1, 1};
  long l = local_typed(3) + local_typed(Pair{1, 2}).b;
  int k[2];
  l += static_cast<long>(with_loop(d, 2)) + with_loop(k, 2);
  l += static_cast<long>(guarded(d)) + guarded(k);
  return static_cast<int>(twice(1) + twice(2) + b.value + sized(1) + sized(2L) + scaled<double, 2>(d) +
                          scaled<double, 3>(d) + l);
}
