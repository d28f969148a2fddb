/* Loops whose subscripts use a field reached through a pointer (`g->m`, the
 * row length of a grid passed by address) are affine in the loop variables:
 * the field is a loop-invariant value when the loop writes nothing that may
 * hold it (here only doubles). A fresh local array that no pointer can reach
 * yet (its address escapes only after the loop) does not overlap a pointer
 * parameter. And an external function declared with a byte section over
 * `void *` (qsort's count times element size) bounds the tasks calling it. */
#include <stdio.h>
#include <stdlib.h>

#pragma nano declare reads(__base[0:__nmemb * __size]) writes(__base[0:__nmemb * __size])
void qsort(void *__base, size_t __nmemb, size_t __size, __compar_fn_t __compar);

typedef struct { int n, m; double *d; } Grid;

static void smooth(const Grid *g, double *restrict t) {
  #pragma nano loop
  for (int i = 1; i < g->n - 1; i++)
    for (int j = 0; j < g->m; j++)
      t[i * g->m + j] = (g->d[(i - 1) * g->m + j] + g->d[(i + 1) * g->m + j]) * 0.5;
}

static long tree(int depth, const int *acc, int n) {
  if (depth == 0) {
    long s = 0;
    #pragma nano loop reduction(+: s)
    for (int i = 0; i < n; i++) s += acc[i] * (i + 1);
    return s;
  }
  int left[32], right[32];
  #pragma nano loop
  for (int i = 0; i < n; i++) { left[i] = acc[i] + depth; right[i] = acc[i] * 2 - depth; }
  long l, r;
  #pragma nano task
  l = tree(depth - 1, left, n);
  #pragma nano task
  r = tree(depth - 1, right, n);
  return l * 3 + r;
}

static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
  Grid g = {60, 40, malloc(sizeof(double) * 60 * 40)};
  double *t = calloc(60 * 40, sizeof(double));
  for (int k = 0; k < 60 * 40; k++) g.d[k] = k % 17;
  smooth(&g, t);
  double s = 0;
  for (int k = 0; k < 60 * 40; k++) s = s * 0.5 + t[k];
  printf("smooth %.6f\n", s);

  int base[32];
  for (int i = 0; i < 32; i++) base[i] = i % 9;
  printf("tree %ld\n", tree(6, base, 32));

  int n = 4000;
  int *v = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) v[i] = (i * 7919) % 4001;
  #pragma nano task
  qsort(v, n / 2, sizeof(int), by_value);
  #pragma nano task
  qsort(v + n / 2, n - n / 2, sizeof(int), by_value);
  long h = 0;
  for (int i = 0; i < n; i++) h = h * 3 + v[i];
  printf("sorted %ld %d %d\n", h, v[0], v[n / 2]);
  free(v);
  free(g.d);
  free(t);
  return 0;
}
