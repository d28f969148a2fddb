// probe_block_pointer_tasks: one task per block through x + b * bs and &y[b * bs], per-block partial results, recursive tree traversals with tasks, if() and label()/cost() clauses, and tasks created inside a task.
#include <stdio.h>
#include <stdlib.h>
static void init(double *v, int n, double x) { for (int i = 0; i < n; i++) v[i] = x + i; }
static void axpy(double *y, const double *x, double a, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i]; }
static double dot(const double *x, const double *y, int n) { double s = 0; for (int i = 0; i < n; i++) s += x[i] * y[i]; return s; }
struct tree { int v; struct tree *l, *r; };
static struct tree *build(int d, int *next) {
  if (d == 0) return NULL;
  struct tree *t = malloc(sizeof *t);
  t->v = (*next)++;
  t->l = build(d - 1, next); t->r = build(d - 1, next);
  return t;
}
static long tsum(struct tree *t) {
  if (!t) return 0;
  long a, b;
  #pragma nano task label("left")
  a = tsum(t->l);
  #pragma nano task label("right") cost(100)
  b = tsum(t->r);
  return a + b + t->v;
}
static void tinc(struct tree *t) {
  if (!t) return;
  #pragma nano task
  tinc(t->l);
  #pragma nano task
  tinc(t->r);
  t->v += 1;
}
int main(void) {
  int nb = 16, bs = 1000, n = nb * bs;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int b = 0; b < nb; b++) {
    #pragma nano task
    init(x + b * bs, bs, b);
    #pragma nano task
    init(&y[b * bs], bs, 2 * b);
  }
  for (int b = 0; b < nb; b++) {
    #pragma nano task
    axpy(y + b * bs, x + b * bs, 0.5, bs);
  }
  double parts[16];
  for (int b = 0; b < nb; b++) {
    #pragma nano task
    parts[b] = dot(x + b * bs, y + b * bs, bs);
  }
  double tot = 0;
  for (int b = 0; b < nb; b++) tot += parts[b];
  printf("%.3f\n", tot);
  int next = 0;
  struct tree *t = build(14, &next);
  tinc(t);
  printf("%ld\n", tsum(t));
  int r = 0, one = 1, zero = 0;
  #pragma nano task if(one) label("cut")
  r += 5;
  #pragma nano task if(zero)
  r *= 3;
  printf("%d\n", r);
  #pragma nano task
  {
    for (int b = 0; b < nb; b++) {
      #pragma nano task
      init(x + b * bs, bs, -b);
    }
  }
  printf("%.1f %.1f\n", x[0], x[n - 1]);
  return 0;
}
