/* consumer_pragma.c — an annotated source compiled through the installed plugin (CMake usage of docs/getting-started.md). */
#include <stdio.h>

static long fib(int n) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task
  x = fib(n - 1);
  #pragma nano task
  y = fib(n - 2);
  return x + y;
}

int main(void) {
  printf("consumer_pragma: fib(20) = %ld\n", fib(20));
  return 0;
}
