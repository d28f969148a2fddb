/* square.c - a second translation unit for the multi-file tests (OFFSET from -D). */
#include "square.h"
#ifndef OFFSET
#define OFFSET 0
#endif
int square(int x) { return x * x + OFFSET; }
