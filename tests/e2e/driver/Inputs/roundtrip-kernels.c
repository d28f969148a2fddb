#include "roundtrip-kernels.h"
double x[N], z[N], w[N], v[N];
