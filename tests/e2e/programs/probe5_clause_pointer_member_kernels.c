// E2E-HELPER: kernels of probe5_clause_pointer_member.c.
struct vec { int n; double *d; };
void vdouble(struct vec *v) {
  for (volatile int k = 0; k < 2000000; k++) {}
  for (int i = 0; i < v->n; i++) v->d[i] *= 2;
}
