/* Runs the graph --emit-htg wrote for roundtrip-effects.c: defines the
   variables it lists as extern (the locals and parameters of different
   functions that share a name are renamed <function>_<name>) and calls its
   entry as main calls the three functions. */
#include <stdio.h>
#include "roundtrip-effects-kernels.h"
int mode, n;
filler f;
long twice_t;
double halves_k;
void htg_roundtrip_effects(void);
int main(void) {
  for (int i = 0; i < 64; i++) c[i] = i;
  for (int m = 0; m < 4; m++) {
    mode = m, f = fill, twice_t = m, n = m, halves_k = 0.5;
    htg_roundtrip_effects();
    printf("%ld %ld %ld %ld %ld %ld %ld %s %ld\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6], tag, sum(c, 64));
  }
  return 0;
}
