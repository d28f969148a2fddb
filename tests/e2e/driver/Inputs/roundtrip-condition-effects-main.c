#include "roundtrip-condition-effects.h"
#ifdef GRAPH
void htg_roundtrip_condition_effects(void);
#define RUN htg_roundtrip_condition_effects
#else
void work(void);
#define RUN work
#endif
int A[8], B[8], C[8], ticks, x = 1;
int main(void) {
  for (int k = 0; k < 3; k++) RUN();
  printf("A=%d B=%d C=%d ticks=%d x=%d\n", A[0], B[0], C[0], ticks, x);
  return 0;
}
