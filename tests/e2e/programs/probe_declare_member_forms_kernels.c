// probe_declare_member_forms_kernels: the bodies of probe_declare_member_forms.c's declared functions, compiled plainly (no nano translation).
// E2E-HELPER
double gscale = 1.0;
int gcount = 0;
void ext_fill(double *v, int n, double x) { for (int i = 0; i < n; i++) v[i] = x * i * gscale; gcount++; }
double ext_sum(const double *v, int n) { double s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
void ext_set(int *p, int v) { *p = v; }
struct pt { double x, y; };
void ext_move(struct pt *p, double dx) { p->x += dx; p->y -= dx; }
void ext_row(int n, double m[][8], int i) { for (int j = 0; j < n; j++) m[i][j] = i * 10 + j; }
