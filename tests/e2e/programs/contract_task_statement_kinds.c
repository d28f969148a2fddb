// contract_task_statement_kinds: a task applied to a for loop, a compound statement with locals, a while loop, a do-while, and a for loop accumulating into a scalar read after it.
#include <stdio.h>
#define N 512
static double a[N], b[N], c[N];
int main(void) {
  #pragma nano task label("fill a")
  for (int i = 0; i < N; i++) a[i] = i * 0.5;
  #pragma nano task label("fill b") cost(N)
  {
    int k = 0;
    while (k < N) { b[k] = k % 10; k++; }
  }
  int j = 0;
  #pragma nano task
  while (j < N) { c[j] = a[j] + b[j]; j++; }
  #pragma nano task
  do { a[j - 1] = -1; } while (0);
  double s = 0;
  #pragma nano task
  for (int i = 0; i < N; i++) s += c[i] * (i % 3);
  printf("%d %.2f %.2f\n", j, s, a[N - 1]);
  return 0;
}
