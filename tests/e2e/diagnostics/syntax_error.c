// A source clang itself rejects: nanocc passes clang's diagnostic through, exits non-zero, writes nothing.
// EXPECT: error: expected ';' after return statement
#include <stdio.h>

static int answer(void) {
  return 42
}

int main(void) {
  int r;
  #pragma nano task
  r = answer();
  printf("%d\n", r);
  return 0;
}
