// declare_pure_kernels: the bodies of declare_pure.c's declared functions, compiled plainly (no nano translation).
// E2E-HELPER
int twice(int v) { return 2 * v; }
long total(const long *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
