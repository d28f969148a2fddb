/* heat_reference.c — the heat HTG's computation written as plain sequential C: the expected output. */
#include <stdio.h>

#include "heat_kernels.h"

static double next[HEAT_W * HEAT_W];
static double partial[HEAT_BLOCKS];

int main(void) {
  const int steps = HEAT_STEPS;
  for (int r = 0; r < HEAT_W; ++r) init_row(heat_grid, r);
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i <= HEAT_N; ++i) relax_row(heat_grid, next, i);
    for (int i = 1; i <= HEAT_N; ++i) copy_row(next, heat_grid, i);
    if (t % 10 == 0 || t == steps - 1) printf("step %d: checksum %.9f\n", t, field_checksum(heat_grid));
  }
  for (int b = 0; b < HEAT_BLOCKS; ++b) {
    partial[b] = block_sum(heat_grid, b);
    block_damp(heat_grid, b, partial[b]);
  }
  for (int b = 0; b < HEAT_BLOCKS; ++b) printf("block %d: %.9f\n", b, partial[b]);
  printf("final checksum %.9f\n", field_checksum(heat_grid));
  return 0;
}
