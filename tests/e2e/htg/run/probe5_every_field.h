/* Kernels of probe5_every_field.htg.json. */
#include <stdio.h>
static inline void initv(double *v, int n, double b) { for (int i = 0; i < n; i++) v[i] = b + i; }
