// contract_loop_iteration_tasks: parallel-loop iterations that call a function creating two tasks on halves of a row and summing it (the callee waits before it returns), with fixed(1) and an implicit + reduction; a parallel block whose statements print, run while/do-while loops and build a string.
#include <stdio.h>
#include <string.h>
static double m[16][64];
static void spin(void) { for (volatile int k = 0; k < 5000; k++) {} }
static void half(double *row, int lo, int hi, double v) { spin(); for (int j = lo; j < hi; j++) row[j] = v * j; }
static double row_work(double *row, int r) {
  #pragma nano task
  half(row, 0, 32, r);
  #pragma nano task
  half(row, 32, 64, r + 0.5);
  double s = 0;
  for (int j = 0; j < 64; j++) s += row[j];
  return s;
}
static void spin2(void) { for (volatile int k = 0; k < 100000; k++) {} }
static int a[100], b[100];
static void fa(void) { spin2(); for (int i = 0; i < 100; i++) a[i] = i; }
static void fb(void) { spin2(); for (int i = 0; i < 100; i++) b[i] = 2 * i; }
static char buf[64];
int main(void) {
  double tot[16];
  #pragma nano loop schedule(fixed, 1)
  for (int r = 0; r < 16; r++) tot[r] = row_work(m[r], r);
  double s = 0;
  for (int r = 0; r < 16; r++) s += tot[r];
  printf("%.1f\n", s);
  double s2 = 0;
  #pragma nano loop
  for (int r = 0; r < 16; r++) s2 += row_work(m[r], 2 * r);
  printf("%.1f\n", s2);
  {
  int i = 0;
  #pragma nano parallel
  {
    fa();
    printf("one\n");
    fb();
    printf("two %d\n", a[5]);
    while (i < 10) i += 3;
    snprintf(buf, sizeof buf, "%d-%d", b[7], i);
    do { i--; } while (i > 5);
    strcat(buf, "!");
  }
  printf("%s %d\n", buf, i);
  }
  return 0;
}
