// A loop whose iterations depend on each other: nanocc refuses to parallelise it.
// EXPECT: error: loop-carried dependence prevents parallel execution
#include <stdio.h>

int main(void) {
  double prefix[100];
  prefix[0] = 1.0;
  #pragma nano loop
  for (int i = 1; i < 100; i++)
    prefix[i] = prefix[i - 1] * 1.01; // reads what the previous iteration wrote
  printf("%f\n", prefix[99]);
  return 0;
}
