// A parallel loop calling a function whose subscript the compiler cannot bound
// (here: `len` may exceed the 4-element row the call is given, so iterations
// write each other's rows) is refused as unprovable, not run racily (probe5 D4c).
// EXPECT: error: cannot prove that iterations are independent
#include <stdio.h>
#define R 64
int out[R * 4 + 16];
int len[R];

/* Bumps its 4-element row, then adds v to r[0:len] (spilling into the next row). */
static void fill_row(int *r, int len, int v) {
  for (int j = 0; j < 4; j++) r[j] += 1;
  int k = 0;
  while (k < len) {
    r[k] += v;
    k++;
  }
}

int main(void) {
  for (int i = 0; i < R; i++) len[i] = (i % 3 == 0) ? 6 : 2;
  #pragma nano loop schedule(fixed, 1)
  for (int i = 0; i < R; i++) fill_row(&out[i * 4], len[i], i + 1);
  long h = 0;
  for (int i = 0; i < R * 4 + 16; i++) h = h * 3 + out[i];
  printf("%ld\n", h);
  return 0;
}
