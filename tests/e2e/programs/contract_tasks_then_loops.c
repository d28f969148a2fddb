// contract_tasks_then_loops: parallel loops (implicit + and max reductions, a static-schedule copy) whose initial values and inputs are written by tasks created just before them; a task rewriting half of an array between two loops that read it.
#include <stdio.h>
static void spin(void) { for (volatile int k = 0; k < 300000; k++) {} }
static long init(void) { spin(); return 1000; }
static void fill(double *a, int n) { spin(); for (int i = 0; i < n; i++) a[i] = i; }
static double a[500], b[500];
int main(void) {
  long s = 0;
  #pragma nano task
  s = init();
  #pragma nano loop
  for (int i = 0; i < 500; i++) s += i;
  printf("%ld\n", s);
  #pragma nano task
  fill(a, 500);
  #pragma nano loop schedule(static)
  for (int i = 0; i < 500; i++) b[i] = a[i] * 2;
  #pragma nano task
  fill(a, 250);
  double t = 0;
  #pragma nano loop
  for (int i = 0; i < 500; i++) t += a[i] + b[i];
  printf("%.1f\n", t);
  int mx = -1;
  #pragma nano task
  mx = (int)init();
  #pragma nano loop
  for (int i = 0; i < 500; i++) if ((int)b[i] > mx) mx = (int)b[i];
  printf("%d\n", mx);
  return 0;
}
