// contract_clause_sections_external_kernels: bodies of contract_clause_sections_external.c's external functions, compiled plainly.
// E2E-HELPER
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
void xset(long *p, int n, long b) { for (int i = 0; i < n; i++) p[i] = slow(b + i, 20000) % 1000; }
void xadd(long *dst, const long *src, int n) { for (int i = 0; i < n; i++) dst[i] += slow(src[i], 20000) % 10; }
struct grid { int n; long *cells; long sum; };
void xgrid(struct grid *g) { long s = 0; for (int i = 0; i < g->n; i++) s += g->cells[i]; g->sum = s; }
