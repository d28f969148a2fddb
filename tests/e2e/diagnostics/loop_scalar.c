// A scalar carried from one iteration to the next that is not a reduction.
// EXPECT: error: loop-carried dependence on 'state'
#include <stdio.h>

int main(void) {
  int out[64];
  unsigned state = 1;
  #pragma nano loop
  for (int i = 0; i < 64; i++) {
    state = state * 1103515245u + 12345u; // each iteration needs the previous state
    out[i] = (int)(state % 100);
  }
  printf("%d\n", out[63]);
  return 0;
}
