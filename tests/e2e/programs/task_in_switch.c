// task_in_switch: a task in a switch case is waited for after the switch (its case ends in a
// break), an if() cut-off in recursion, and tasks in a loop writing a local array read after it.
#include <stdio.h>
static long fib(int n) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task if(n > 15)
  x = fib(n - 1);
  #pragma nano task if(n > 15)
  y = fib(n - 2);
  return x + y;
}
static int sq(int v) { return v * v; }
static int sumsq(int n) {
  int r[10];
  for (int i = 0; i < n && i < 10; i++) {
    #pragma nano task
    r[i] = sq(i);
  }
  int s = 0;
  for (int i = 0; i < n && i < 10; i++) s += r[i];
  return s;
}
int main(void) {
  printf("%ld %d\n", fib(27), sumsq(10));
  int v = 0;
  switch (sumsq(3)) {
  case 5:
    #pragma nano task
    v = sq(7);
    break;
  default:
    v = -1;
  }
  printf("%d\n", v);
  return 0;
}
