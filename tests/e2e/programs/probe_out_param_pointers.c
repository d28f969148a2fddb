// probe_out_param_pointers: a task allocates through a double ** out-parameter; the next task on the returned pointer waits for it (flow through *out), two such chains in parallel.
#include <stdio.h>
#include <stdlib.h>
static long slow(long v) { long s = v; for (int k = 0; k < 2000000; k++) s = (s * 31 + k) % 1000003; return s; }
static void alloc(double **out, int n) { double *p = malloc(n * sizeof *p); for (int i = 0; i < n; i++) p[i] = (double)(slow(i) % 3); *out = p; }
static void fill(double *p, int n) { for (int i = 0; i < n; i++) p[i] += i; }
int main(void) {
  double *p = NULL, *q = NULL;
  #pragma nano task
  alloc(&p, 4);
  #pragma nano task
  alloc(&q, 4);
  #pragma nano task
  fill(p, 4);
  #pragma nano task
  fill(q, 4);
  printf("%.1f %.1f\n", p[3], q[2]);
  free(p); free(q);
  return 0;
}
