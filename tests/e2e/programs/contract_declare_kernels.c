// contract_declare_kernels: the bodies of contract_declare.c's declared functions, compiled plainly (no nano translation).
// E2E-HELPER
extern int scale; extern int log_count;
void ext_scale(int *dst, const int *src, int n) { for (int i = 0; i < n; i++) dst[i] = src[i] * scale; }
void ext_peak(const int *v, int n, int *peak) { int m = v[0]; for (int i = 1; i < n; i++) if (v[i] > m) m = v[i]; *peak = m; log_count++; }
void ext_store(int *cell, int value) { *cell = value; }
