// task_loop_locals: tasks writing locals declared inside while and for bodies are waited
// for before those locals die (each iteration's local is a new object).
#include <stdio.h>
static int work(int *out, int v) { int s = 0; for (int i = 0; i < 100000; i++) s += (v * i) % 7; *out = s; return s; }
int main(void) {
  int results[16];
  int i = 0;
  while (i < 16) {
    int tmp;
    #pragma nano task
    work(&tmp, i);
    results[i] = tmp;
    i++;
  }
  long total = 0;
  for (int k = 0; k < 16; k++) total += results[k];
  printf("%ld\n", total);
  int acc[4] = {0};
  for (int k = 0; k < 4; k++) {
    int local = k * 3;
    #pragma nano task
    acc[k] = work(&local, k + 1);
  }
  printf("%d %d %d %d\n", acc[0], acc[1], acc[2], acc[3]);
  return 0;
}
