// declare_wrapper_calls_kernels: the body of declare_wrapper_calls.c's declared function, compiled plainly (no nano translation); it spins first so that a task that does not wait for an earlier one, or a creator that does not wait, sees the old values.
// E2E-HELPER
struct vec { int n; double *d; };
static void spin(void) { for (volatile int k = 0; k < 3000000; k++) {} }
void vscale_add(struct vec *v, double m, double a) {
  spin();
  for (int i = 0; i < v->n; i++) v->d[i] = v->d[i] * m + a;
}
