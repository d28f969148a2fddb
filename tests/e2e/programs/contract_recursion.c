// contract_recursion: tasks in recursion (fib with if/cost/label, merge sort on array halves, a tree walk) — each function waits for its tasks before returning.
#include <stdio.h>
#include <stdlib.h>
static long fib(int n) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task if(n > 12) cost(1 << n)
  x = fib(n - 1);
  #pragma nano task if(n > 12) label("right")
  y = fib(n - 2);
  return x + y;
}
static void msort(int *a, int *tmp, int n) {
  if (n < 32) {
    for (int i = 1; i < n; i++) { int v = a[i], j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; }
    return;
  }
  int h = n / 2;
  #pragma nano task
  msort(a, tmp, h);
  #pragma nano task
  msort(a + h, tmp + h, n - h);
  int i = 0, j = h, k = 0;
  while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  for (k = 0; k < n; k++) a[k] = tmp[k];
}
struct node { int v; struct node *l, *r; };
static struct node *build(int d, int *c) {
  if (d == 0) return NULL;
  struct node *n = malloc(sizeof *n); n->v = (*c)++;
  n->l = build(d - 1, c); n->r = build(d - 1, c); return n;
}
static long tree_sum(struct node *t) {
  if (!t) return 0;
  long a, b;
  #pragma nano task
  a = tree_sum(t->l);
  #pragma nano task
  b = tree_sum(t->r);
  return a + b + t->v;
}
int main(void) {
  printf("%ld\n", fib(22));
  int n = 20000; int *a = malloc(n * sizeof *a), *t = malloc(n * sizeof *t);
  for (int i = 0; i < n; i++) a[i] = (int)((i * 2654435761u) % 100003);
  msort(a, t, n);
  long chk = 0; int sorted = 1;
  for (int i = 0; i < n; i++) { chk = chk * 31 + a[i]; if (i && a[i - 1] > a[i]) sorted = 0; }
  printf("%d %ld\n", sorted, chk);
  int c = 0; struct node *root = build(12, &c);
  printf("%ld\n", tree_sum(root));
  return 0;
}
