// E2E-HELPER: kernels of probe5_declare_call_sections.c (no #pragma nano declare visible here).
extern double G[100];
static void spin(void){ for (volatile int k = 0; k < 3000000; k++) {} }
void fill(double *p, int n){ spin(); for (int i = 0; i < n; i++) p[i] = 100 + i; }
void gsum(int lo, int cnt, double *res){ spin(); double s = 0; for (int i = lo; i < lo + cnt; i++) s += G[i]; *res = s; }
void gset(const double *q, int n){ spin(); for (int i = 0; i < n; i++) G[i] = q[i] * 2; }
