/* backtoback_kernel.h — the shared kernel of the back-to-back loop benchmark (backtoback*.c/.cpp).
 *
 * One loop is y[i] = f(x[i], a) for i < n, where f is a short fixed recurrence of
 * dependent multiply-adds (a few ns per element, compute-bound, so a loop's time does
 * not depend on caches shared with the other processor): the default n makes a loop of
 * about 70 us, the size of one 45000 x 9 matrix-vector product. Unsigned arithmetic
 * wraps, so every value and the checksum are exact and equal for every schedule,
 * worker count and peer. */
#ifndef BACKTOBACK_KERNEL_H
#define BACKTOBACK_KERNEL_H

#include <stdlib.h>

#ifdef __cplusplus
extern "C" {
#endif

static inline long backtoback_element(long x, long a) {
  unsigned long s = (unsigned long)x;
  for (unsigned long k = 0; k < 8; k++) s = s * 2862933555777941757UL + (unsigned long)a + k;
  return (long)(s >> 54);
}

/* The elements [lo, hi) of loop number `a`. */
static inline void backtoback_rows(const long *x, long *y, long a, long lo, long hi) {
  for (long i = lo; i < hi; i++) y[i] = backtoback_element(x[i], a);
}

/* Folds y into the running checksum (only a sample of y, so main's share of the time stays small). */
static inline long backtoback_fold(const long *y, long n, long a, long sum) {
  for (long i = a % 64; i < n; i += 64) sum = (sum * 7 + y[i]) % 1000000007L;
  return sum;
}

#ifdef __cplusplus
}
#endif

#endif
