// contract_parallel_return: a parallel block whose loop returns from the function (kept whole), and a parallel block with workers(1) inside a loop left by break.
#include <stdio.h>
static int a[100], b[100];
static void fill(int *v, int s) { for (int i = 0; i < 100; i++) v[i] = i * s; }
static int find(int key) {
  #pragma nano parallel
  {
    fill(a, 3);
    fill(b, 5);
    for (int i = 0; i < 100; i++)
      if (a[i] == key) return i;
  }
  return -1;
}
static int loop_break(int limit) {
  int found = -1;
  for (int r = 0; r < 10; r++) {
    #pragma nano parallel workers(1)
    {
      fill(a, r + 1);
      fill(b, r + 2);
    }
    if (a[99] + b[99] > limit) { found = r; break; }
  }
  return found;
}
int main(void) {
  printf("%d %d %d\n", find(30), find(31), loop_break(1500));
  return 0;
}
