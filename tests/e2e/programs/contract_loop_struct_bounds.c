/* Loops bounded by a field of a struct: `i < G.n` while the body writes only
 * G's array field; `i < v->n` through a pointer that is G itself in one call;
 * and saxpy over two `struct Vec *` that are one object in the second call
 * (two pointers to one struct type are one object or disjoint, and the same
 * element of either is the same iteration's). */
#include <stdio.h>

struct Vec { int n; double d[64]; };
static struct Vec G;

static void fill(void) {
  #pragma nano loop
  for (int i = 0; i < G.n; i++) G.d[i] = i * 0.25;
}

static void scale_into_global(const struct Vec *v) {
  #pragma nano loop independent
  for (int i = 0; i < v->n; i++) G.d[i] = v->d[i] * 2.0;
}

static void saxpy(double a, const struct Vec *x, struct Vec *y) {
  #pragma nano loop
  for (int i = 0; i < x->n; i++) y->d[i] += a * x->d[i];
}

/* A local struct the loop writes is the variable itself, not a copy. */
struct Nested { int k; struct Vec in; };
static double local_structs(int n) {
  struct Vec s = { .n = n };
  #pragma nano loop
  for (int i = 0; i < s.n; i++) s.d[i] = i * 1.5;
  struct Nested t = { .k = 3, .in = { .n = n } };
  #pragma nano loop
  for (int i = 0; i < t.in.n; i++) t.in.d[i] = s.d[i] + t.k;
  double sum = 0;
  for (int i = 0; i < 64; i++) sum += t.in.d[i] * (i + 1);
  return sum;
}

int main(void) {
  static struct Vec x;
  printf("%.2f\n", local_structs(40));
  G.n = 50;
  fill();
  x.n = 60;
  for (int k = 0; k < 64; k++) x.d[k] = 64 - k;
  scale_into_global(&x);
  scale_into_global(&G);
  saxpy(0.5, &x, &G);
  saxpy(1.5, &G, &G);
  double s = 0;
  for (int k = 0; k < 64; k++) s += (G.d[k] + x.d[k]) * (k + 1);
  printf("%.4f %d\n", s, G.n);
  return 0;
}
