// contract_parallel_block_in_loop_body: a parallel block in the body of a '#pragma nano loop' runs as part of each
// iteration (a warning says so and what to do); the program computes what
// its elision computes. Before: the generated code did not compile.
#include <stdio.h>
static double a[8][1000], b[8][1000];
int main(void) {
  #pragma nano loop
  for (int k = 0; k < 8; k++) {
    #pragma nano parallel
    {
      for (int i = 0; i < 1000; i++) a[k][i] = i * 0.5 + k;
      for (int i = 0; i < 1000; i++) b[k][i] = i * 2.0 - k;
    }
  }
  printf("%.1f %.1f\n", a[7][999], b[7][999]);
  return 0;
}
