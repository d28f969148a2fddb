// contract_large_task_frames: tasks whose own frames hold 800 KB of local arrays (as the sequential elision does on its 8 MB main stack); they fit the default nano-thread stack.
#include <stdio.h>
static double work(int k) {
  double buf[100000];
  for (int i = 0; i < 100000; i++) buf[i] = i * (double)k;
  double s = 0;
  for (int i = 0; i < 100000; i += 7) s += buf[i];
  return s;
}
int main(void) {
  double r[8];
  for (int k = 0; k < 8; k++) {
    #pragma nano task
    r[k] = work(k);
  }
  double t = 0;
  for (int k = 0; k < 8; k++) t += r[k];
  printf("%.0f\n", t);
  return 0;
}
