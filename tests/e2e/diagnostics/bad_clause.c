// A misspelt clause.
// EXPECT: error: unknown clause 'lable' for '#pragma nano task'; did you mean 'label'?
#include <stdio.h>

static int twice(int v) { return 2 * v; }

int main(void) {
  int r;
  #pragma nano task lable("twice")
  r = twice(21);
  printf("%d\n", r);
  return 0;
}
