#pragma once
#include <stdio.h>
extern int A[8], B[8], C[8], ticks, x;
/* A condition with a side effect. */
static inline int tick(void) { ticks++; return ticks % 2; }
