// contract_pragma_placement: directives applied to the wrong kind of statement are errors at that statement.
// EXPECT: error: '#pragma nano task' applies to a statement, not to a declaration
// EXPECT: error: '#pragma nano parallel' applies to a compound statement
// EXPECT: error: '#pragma nano loop' applies to a 'for' loop, not to a 'while' loop
// EXPECT: error: unknown '#pragma nano' directive 'taks'
#include <stdio.h>

static int twice(int v) { return 2 * v; }
static int a[10];

int main(void) {
  #pragma nano task
  int x = twice(3);
  #pragma nano parallel
  for (int i = 0; i < 10; i++) a[i] = i;
  int k = 0;
  #pragma nano loop
  while (k < 10) a[k++] += x;
  #pragma nano taks
  x++;
  printf("%d %d\n", x, a[9]);
  return 0;
}
