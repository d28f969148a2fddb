// probe5_sorts_pointer_halves: merge sort and quicksort whose recursive tasks get halves of one array (a + mid, tmp + mid; lo..j and i..hi) with if() cut-offs.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void merge(int *a, int n, int mid, int *tmp){
  int i = 0, j = mid, k = 0;
  while (i < mid && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  memcpy(a, tmp, n * sizeof *a);
}
void msort(int *a, int n, int *tmp){
  if (n < 2) return;
  int mid = n / 2;
  #pragma nano task if(n > 1000)
  msort(a, mid, tmp);
  #pragma nano task if(n > 1000)
  msort(a + mid, n - mid, tmp + mid);
  merge(a, n, mid, tmp);
}
static void swap(int *x, int *y){ int t = *x; *x = *y; *y = t; }
void qsort_rec(int *a, int lo, int hi){
  if (lo >= hi) return;
  int p = a[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) { while (a[i] < p) i++; while (a[j] > p) j--; if (i <= j) { swap(&a[i], &a[j]); i++; j--; } }
  #pragma nano task if(hi - lo > 500)
  qsort_rec(a, lo, j);
  #pragma nano task if(hi - lo > 500)
  qsort_rec(a, i, hi);
}
int main(void){
  int n = 60000; int *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *tmp = malloc(n * sizeof *tmp);
  unsigned s = 12345; for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; a[i] = b[i] = (s >> 8) % 1000000; }
  msort(a, n, tmp);
  qsort_rec(b, 0, n - 1);
  long h = 0; for (int i = 0; i < n; i++) h = h * 31 + a[i] + 7 * b[i];
  int ok = 1; for (int i = 1; i < n; i++) if (a[i-1] > a[i] || b[i-1] > b[i]) ok = 0;
  printf("%d %ld\n", ok, h);
  return 0; }
