/* pipeline_reference.c — the pipeline HTG's computation written as plain sequential C: the expected output. */
#include "pipeline_kernels.h"

static double data[PIPELINE_N];
static double normalized[PIPELINE_N];
static int bins[PIPELINE_BINS];

int main(void) {
  const int n = PIPELINE_N;
  double total, total_squares, lo, hi, mean, variance;
  int normalized_ran = 0, clipped = -1;

  fill_signal(data, n, 2024u);
  total = sum_of(data, n);
  total_squares = sum_of_squares(data, n);
  find_range(data, n, &lo, &hi);
  histogram(data, n, lo, hi, bins, PIPELINE_BINS);
  moments(total, total_squares, n, &mean, &variance);
  if (variance > 0.01) {
    for (int i = 0; i < n; ++i) normalized[i] = normalize_one(data[i], mean, variance);
    normalized_ran = 1;
  }
  if (hi - lo > 1000.0) clipped = clip_all(normalized, n, 1.5);
  print_report(n, mean, variance, lo, hi, bins, PIPELINE_BINS, normalized, normalized_ran, clipped);
  return 0;
}
