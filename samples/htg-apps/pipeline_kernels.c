/* pipeline_kernels.c — kernels of the functional pipeline HTG; each is sequential, so results are deterministic. */
#include "pipeline_kernels.h"

#include <math.h>
#include <stdio.h>

void fill_signal(double *x, int n, unsigned seed) {
  unsigned state = seed;
  for (int k = 0; k < n; ++k) {
    state = state * 1664525u + 1013904223u;
    x[k] = (double)(state >> 8) / 16777216.0;
  }
}

double sum_of(const double *x, int n) {
  double sum = 0.0;
  for (int k = 0; k < n; ++k) sum += x[k];
  return sum;
}

double sum_of_squares(const double *x, int n) {
  double sum = 0.0;
  for (int k = 0; k < n; ++k) sum += x[k] * x[k];
  return sum;
}

void find_range(const double *x, int n, double *lo, double *hi) {
  *lo = x[0];
  *hi = x[0];
  for (int k = 1; k < n; ++k) {
    if (x[k] < *lo) *lo = x[k];
    if (x[k] > *hi) *hi = x[k];
  }
}

void histogram(const double *x, int n, double lo, double hi, int *bins, int nbins) {
  const double width = (hi - lo) / nbins;
  for (int b = 0; b < nbins; ++b) bins[b] = 0;
  for (int k = 0; k < n; ++k) {
    int b = width > 0.0 ? (int)((x[k] - lo) / width) : 0;
    if (b >= nbins) b = nbins - 1;
    ++bins[b];
  }
}

void moments(double sum, double sum_squares, int n, double *mean, double *variance) {
  *mean = sum / n;
  *variance = sum_squares / n - *mean * *mean;
}

double normalize_one(double x, double mean, double variance) { return (x - mean) / sqrt(variance); }

int clip_all(double *out, int n, double limit) {
  int changed = 0;
  for (int k = 0; k < n; ++k) {
    if (out[k] > limit) {
      out[k] = limit;
      ++changed;
    } else if (out[k] < -limit) {
      out[k] = -limit;
      ++changed;
    }
  }
  return changed;
}

void print_report(int n, double mean, double variance, double lo, double hi, const int *bins, int nbins,
                  const double *normalized, int normalized_ran, int clipped) {
  printf("n = %d\n", n);
  printf("mean = %.9f\n", mean);
  printf("variance = %.9f\n", variance);
  printf("range = [%.9f, %.9f]\n", lo, hi);
  printf("histogram =");
  for (int b = 0; b < nbins; ++b) printf(" %d", bins[b]);
  printf("\n");
  printf("normalized: %s\n", normalized_ran ? "yes" : "no");
  if (normalized_ran) {
    double energy = 0.0;
    for (int k = 0; k < n; ++k) energy += normalized[k] * normalized[k];
    printf("normalized energy = %.6f, first = %.9f, last = %.9f\n", energy, normalized[0], normalized[n - 1]);
  }
  printf("clipped: %d\n", clipped);
}
