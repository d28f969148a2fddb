// An error inside a clause expression is reported once, at its column in the pragma.
// EXPECT: clause_expression.c:11:24: error: use of undeclared identifier 'levle' in clause 'if'
#include <stdio.h>

static long fib(int n) {
  if (n < 2) return n;
  long x, y;
  int level = n;
  #pragma nano task if(level > 20)
  x = fib(n - 1);
  #pragma nano task if(levle > 20)
  y = fib(n - 2);
  return x + y;
}

int main(void) {
  printf("%ld\n", fib(25));
  return 0;
}
