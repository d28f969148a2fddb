// contract_nested_parallel: tasks and a loop inside a parallel block with workers(2), a loop inside the tasks' callee, and a parallel block nested in a parallel block.
#include <stdio.h>
#define N 400
static double g[N][N];
static double rowsum[N];
static void row(int i) {
  #pragma nano loop schedule(fixed, 50)
  for (int j = 0; j < N; j++) g[i][j] = (i * 31 + j * 17) % 23 * 0.5;
}
int main(void) {
  #pragma nano parallel workers(2)
  {
    for (int i = 0; i < N / 2; i++) {
      #pragma nano task
      row(i);
    }
    #pragma nano loop
    for (int i = N / 2; i < N; i++) row(i);
    #pragma nano parallel
    {
      #pragma nano loop
      for (int i = 0; i < N; i++) { double s = 0; for (int j = 0; j < N; j++) s += g[i][j]; rowsum[i] = s; }
    }
  }
  double t = 0; for (int i = 0; i < N; i++) t += rowsum[i] * (i % 5);
  printf("%.2f\n", t);
  return 0;
}
