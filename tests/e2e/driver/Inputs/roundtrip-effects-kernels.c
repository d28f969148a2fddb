#include "roundtrip-effects-kernels.h"
long c[64], r[8];
char tag[16];
