// A loop whose condition is not `var relop bound`.
// EXPECT: error: loop is not in canonical form
#include <stdio.h>

int main(void) {
  int squares[100] = {0};
  #pragma nano loop
  for (int i = 0; i * i < 100; i++) squares[i] = i * i;
  printf("%d\n", squares[9]);
  return 0;
}
