// declare_loaded_pointers_kernels: the bodies of declare_loaded_pointers.c's declared functions, compiled plainly (no nano translation); each spins first so that a creator that does not wait reads the old values.
// E2E-HELPER
struct vec { int n; double *d; };
struct fixed { int n; double f[8]; };
extern struct vec GV;
static void spin(void) { for (volatile int k = 0; k < 3000000; k++) {} }
void vdouble(struct vec *v) { spin(); for (int i = 0; i < v->n; i++) v->d[i] *= 2; }
void bdouble(struct vec v) { spin(); for (int i = 0; i < v.n; i++) v.d[i] *= 2; }
void gdouble(void) { spin(); for (int i = 0; i < GV.n; i++) GV.d[i] *= 2; }
void ppdouble(double **pp, int n) { spin(); for (int i = 0; i < n; i++) pp[0][i] *= 2; }
void fdouble(struct fixed *s) { spin(); for (int i = 0; i < s->n; i++) s->f[i] *= 2; }
void rowdouble(double **rows, int i, int n) { spin(); for (int j = 0; j < n; j++) rows[i][j] *= 2; }
