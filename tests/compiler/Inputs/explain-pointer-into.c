double g[1000]; double *gp; double r1;
static void wgp(int n) { for (int i = 0; i < n; i++) gp[i] = i * 3.0; }
static double total(const double *v, int n) { double s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
void f(void) {
  #pragma nano parallel
  {
    wgp(1000);
    r1 = total(g, 1000);
  }
}
