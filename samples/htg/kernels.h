/* kernels.h — the C kernels the example graphs (samples/htg, the .htg.json files) call. */
#ifndef NANO_SAMPLES_HTG_KERNELS_H
#define NANO_SAMPLES_HTG_KERNELS_H

/* a[k] = a deterministic value in [0, 1) that depends on k only. */
void init(double *a, int n);
double sum(const double *a, int n);
/* a[k] *= factor */
void scale(double *a, double factor, int n);
/* dst[k] = src[k] * factor */
void scale_into(double *dst, const double *src, double factor, int n);
/* dst[k] = src[k] + delta */
void shift_into(double *dst, const double *src, double delta, int n);
/* d[k] = b[k] + c[k] */
void add(double *d, const double *b, const double *c, int n);
/* v[k] for k in [lo, hi): the average of u[k-1], u[k], u[k+1] (ends clamped). */
void smooth(double *v, const double *u, int lo, int hi, int n);
double clamp(double x, double lo, double hi);

/* One line naming the graph with the sum and a few elements of the result. */
void report(const char *name, const double *a, int n);
void report2(const char *name, const double *a, const double *b, int n);
void report_value(const char *name, double value);

#endif
