/* square.h - a helper compiled as a second translation unit. */
int square(int x);
