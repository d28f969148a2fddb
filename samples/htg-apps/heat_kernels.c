/* heat_kernels.c — kernels of the heat-diffusion HTG; each works on rows it is given, so results are deterministic. */
#include "heat_kernels.h"

double heat_grid[HEAT_W * HEAT_W];

void init_row(double *grid, int r) {
  for (int j = 0; j < HEAT_W; ++j) {
    double value = 0.0;
    if (r == 0) value = 100.0;
    else if (j == 0) value = 50.0 * r / HEAT_W;
    grid[r * HEAT_W + j] = value;
  }
}

void relax_row(const double *grid, double *next, int i) {
  for (int j = 1; j <= HEAT_N; ++j) {
    const int at = i * HEAT_W + j;
    next[at] = 0.25 * (grid[at - HEAT_W] + grid[at + HEAT_W] + grid[at - 1] + grid[at + 1]);
  }
}

void copy_row(const double *from, double *to, int i) {
  for (int j = 1; j <= HEAT_N; ++j) to[i * HEAT_W + j] = from[i * HEAT_W + j];
}

double field_checksum(const double *grid) {
  double sum = 0.0;
  for (int k = 0; k < HEAT_W * HEAT_W; ++k) sum += grid[k] * (1 + k % 7);
  return sum;
}

double block_sum(const double *grid, int b) {
  const int rows = HEAT_N / HEAT_BLOCKS;
  double sum = 0.0;
  for (int i = 1 + b * rows; i <= (b + 1) * rows; ++i)
    for (int j = 1; j <= HEAT_N; ++j) sum += grid[i * HEAT_W + j];
  return sum;
}

void block_damp(double *grid, int b, double sum) {
  const int rows = HEAT_N / HEAT_BLOCKS;
  const double factor = 1.0 + sum / HEAT_N;
  for (int i = 1 + b * rows; i <= (b + 1) * rows; ++i)
    for (int j = 1; j <= HEAT_N; ++j) grid[i * HEAT_W + j] /= factor;
}
