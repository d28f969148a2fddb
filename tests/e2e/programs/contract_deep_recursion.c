// contract_deep_recursion: task recursion 20,000 levels deep (quicksort of a sorted array, a countdown whose result is waited for) on the default nano-thread stack size — the elision's depth, bounded by memory, not by NANO_STACK_SIZE.
// E2E-ARGS: 20000
#include <stdio.h>
#include <stdlib.h>
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
/* On sorted input the pivot is the largest element: one side is empty, the other one
   element shorter, so the recursion is as deep as the array is long. */
static void quick(int *v, int lo, int hi) {
  if (lo >= hi) return;
  int p = v[hi], i = lo;
  for (int j = lo; j < hi; j++) if (v[j] < p) swap(&v[i++], &v[j]);
  swap(&v[i], &v[hi]);
  #pragma nano task
  quick(v, lo, i - 1);
  #pragma nano task
  quick(v, i + 1, hi);
}
/* Each level waits for its task's result (a wait on that task, not on all). */
static long down(int n) {
  if (!n) return 0;
  long r;
  #pragma nano task
  r = down(n - 1);
  return r + 1;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  int *v = malloc(n * sizeof *v);
  if (!v) return 1;
  for (int i = 0; i < n; i++) v[i] = i;
  quick(v, 0, n - 1);
  long s = 0;
  for (int i = 0; i < n; i++) s += (long)v[i] * (i % 7);
  printf("quick: %ld\n", s);
  for (int i = 0; i < n; i++) v[i] = n - i;  /* reversed: as deep again */
  quick(v, 0, n - 1);
  int sorted = 1;
  for (int i = 1; i < n; i++) sorted &= v[i - 1] <= v[i];
  printf("reversed sorted: %d\n", sorted);
  printf("down: %ld\n", down(n));
  free(v);
  return 0;
}
