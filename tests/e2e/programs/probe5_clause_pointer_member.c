// probe5_clause_pointer_member: clauses naming memory through a struct pointer's pointer member (inout(pv->d[0:pv->n]) in(*pv)) for a function defined in another file.
// E2E-EXTRA: probe5_clause_pointer_member_kernels.c
#include <stdio.h>
struct vec { int n; double *d; };
void vdouble(struct vec *v);              /* probe5_clause_pointer_member_kernels.c */
int main(void) {
  double buf[10]; for (int i = 0; i < 10; i++) buf[i] = i;
  struct vec v = { 10, buf }; struct vec *pv = &v;
  #pragma nano task inout(pv->d[0:pv->n]) in(*pv)
  vdouble(pv);
  double s = 0; for (int i = 0; i < 10; i++) s += buf[i];
  printf("%.1f\n", s);
  return 0;
}
