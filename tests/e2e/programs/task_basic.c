// task_basic: tasks on an expression, a call, a compound statement and a loop; waits only where results are read.
#include <stdio.h>

static long triangle(long n) {
  long s = 0;
  for (long i = 1; i <= n; i++) s += i;
  return s;
}

static void fill(int *v, int n, int value) {
  for (int i = 0; i < n; i++) v[i] = value + i;
}

int main(void) {
  long a, b;
  int left[100], right[100];
  long squares = 0;

  #pragma nano task
  a = triangle(1000);              // an expression statement

  #pragma nano task label("fill left")
  fill(left, 100, 1);              // a call: writes left[0:100]

  #pragma nano task
  {                                // a compound statement
    fill(right, 100, 1000);
    right[0] = -1;
  }

  #pragma nano task
  for (int i = 1; i <= 10; i++)    // a loop, run as one task
    squares += (long)i * i;

  b = triangle(10);                // independent of every task: runs at once
  printf("b = %ld\n", b);
  printf("a = %ld\n", a);          // waits for the first task only
  printf("left[99] = %d, right[0] = %d, right[99] = %d\n", left[99], right[0], right[99]);
  printf("squares = %ld\n", squares);
  return 0;
}
