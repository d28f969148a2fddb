/* pipeline_kernels.h — kernels of the functional pipeline HTG (pipeline.htg.json) and its sequential reference. */
#ifndef NANO_SAMPLES_PIPELINE_KERNELS_H
#define NANO_SAMPLES_PIPELINE_KERNELS_H

#define PIPELINE_N 20000
#define PIPELINE_BINS 8

/* x[k] for k in [0, n): a deterministic pseudo-random signal in [0, 1) from `seed`. */
void fill_signal(double *x, int n, unsigned seed);
double sum_of(const double *x, int n);
double sum_of_squares(const double *x, int n);
void find_range(const double *x, int n, double *lo, double *hi);
/* bins[b] counts the x[k] of the b-th of `nbins` equal slices of [lo, hi]. */
void histogram(const double *x, int n, double lo, double hi, int *bins, int nbins);
void moments(double sum, double sum_squares, int n, double *mean, double *variance);
/* One element of the normalised signal: (x - mean) / sqrt(variance). */
double normalize_one(double x, double mean, double variance);
/* Replaces every out[k] beyond [-limit, limit] by the nearest bound; returns how many changed. */
int clip_all(double *out, int n, double limit);
void print_report(int n, double mean, double variance, double lo, double hi, const int *bins, int nbins,
                  const double *normalized, int normalized_ran, int clipped);

#endif
