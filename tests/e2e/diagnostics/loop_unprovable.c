// An indirect subscript: the compiler cannot prove independence and asks for `independent`.
// EXPECT: error: cannot prove that iterations are independent
// EXPECT: if no two iterations access the same memory, add 'independent' to the pragma
#include <stdio.h>

int main(void) {
  int index[100];
  double data[100] = {0};
  for (int i = 0; i < 100; i++) index[i] = (i * 37) % 100;
  #pragma nano loop
  for (int i = 0; i < 100; i++) data[index[i]] += i;
  printf("%f\n", data[0]);
  return 0;
}
