/* common.h - a header precompiled in other-inputs.c. */
#ifndef COMMON_H
#define COMMON_H
#include <stdio.h>
static inline int twice(int x) { return 2 * x; }
#endif
