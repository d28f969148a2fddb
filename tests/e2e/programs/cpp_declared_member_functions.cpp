// cpp_declared_member_functions: `#pragma nano declare` before member function declarations whose
// bodies are in another file (E2E-EXTRA): calls `k.apply(...)` use the declared accesses (two tasks on
// the two halves of b run side by side, the next ones read b after both) and the object itself is
// read by a const member and read and written by a non-const one: the output equals the elision.
// E2E-EXTRA: cpp_declared_member_functions_kernels.cpp
#include <cstdio>
class Kernel {
 public:
  explicit Kernel(double f) : f_(f) {}
  #pragma nano declare reads(in[0:n]) writes(out[0:n])
  void apply(const double *in, double *out, int n) const;
  #pragma nano declare reads(in[0:n], out[0:n]) writes(out[0:n])
  void accumulate(const double *in, double *out, int n);
  long calls() const { return calls_; }
 private:
  double f_;
  long calls_ = 0;
};
static double a[1000], b[1000], c[1000];
int main() {
  for (int i = 0; i < 1000; i++) a[i] = i;
  Kernel k(2.0);
  #pragma nano task
  k.apply(a, b, 500);
  #pragma nano task
  k.apply(a + 500, b + 500, 500);
  #pragma nano task
  k.accumulate(b, c, 1000);
  #pragma nano task
  k.accumulate(b + 1, c, 999);
  std::printf("%g %g %g %ld\n", b[999], c[999], c[10], k.calls());
  return 0;
}
