/* If conditions around regions that have side effects: a call that counts, and
   `x++ > 0`. The document evaluates each once, into a graph variable its arms test. */
#include "roundtrip-condition-effects.h"
void work(void) {
  if (tick()) {
    #pragma nano loop
    for (int i = 0; i < 8; i++) A[i] += 1;
  } else {
    #pragma nano loop
    for (int i = 0; i < 8; i++) B[i] += 1;
  }
  if (x++ > 0) {
    #pragma nano loop
    for (int i = 0; i < 8; i++) C[i] += x;
  } else {
    #pragma nano loop
    for (int i = 0; i < 8; i++) C[i] -= x;
  }
}
