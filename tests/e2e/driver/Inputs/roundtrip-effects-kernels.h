/* Kernels and data of emit-htg-roundtrip-effects.test: shared by the annotated
   program (roundtrip-effects.c) and by the graph --emit-htg writes for it. */
#ifndef ROUNDTRIP_EFFECTS_KERNELS_H
#define ROUNDTRIP_EFFECTS_KERNELS_H
typedef void (*filler)(long *, int, long);
extern long c[64], r[8];
extern char tag[16];
static inline long slow(long v, int k) {
  for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003;
  return v;
}
static inline void fill(long *a, int n, long b) {
  for (int i = 0; i < n; i++) a[i] = slow(b + i, 3000);
}
static inline long sum(const long *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
static inline int len(const char *s) {
  int n = 0;
  while (*s) s++, n++;
  return n + (int)slow(0, 20000) * 0;
}
/* Copies up to the NUL: a region the compiler cannot bound. */
static inline void put(char *d, const char *s) {
  slow(1, 20000);
  while ((*d++ = *s++)) ;
}
#endif
