// cpp_declared_member_functions_kernels: the bodies of cpp_declared_member_functions.cpp's declared
// member functions, compiled plainly (no nano translation).
// E2E-HELPER
class Kernel {
 public:
  explicit Kernel(double f) : f_(f) {}
  void apply(const double *in, double *out, int n) const;
  void accumulate(const double *in, double *out, int n);
  long calls() const { return calls_; }
 private:
  double f_;
  long calls_ = 0;
};
void Kernel::apply(const double *in, double *out, int n) const {
  for (volatile int j = 0; j < 200000; j = j + 1) {}
  for (int i = 0; i < n; i++) out[i] = in[i] * f_;
}
void Kernel::accumulate(const double *in, double *out, int n) {
  for (volatile int j = 0; j < 100000; j = j + 1) {}
  for (int i = 0; i < n; i++) out[i] += in[i] * f_;
  calls_++;
}
