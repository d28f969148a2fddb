// contract_recursive_parallel: recursion through parallel blocks (a quicksort whose two recursive calls form the block, a divide-and-conquer weighted sum) with a reduction loop at the leaves.
#include <stdio.h>
static int part(int *a, int n) {
  int p = a[n - 1], k = 0;
  for (int i = 0; i < n - 1; i++) if (a[i] < p) { int t = a[i]; a[i] = a[k]; a[k] = t; k++; }
  int t = a[k]; a[k] = a[n - 1]; a[n - 1] = t;
  return k;
}
static void qs(int *a, int n) {
  if (n < 2) return;
  int k = part(a, n);
  #pragma nano parallel
  {
    qs(a, k);
    qs(a + k + 1, n - k - 1);
  }
}
static long tsum(const int *a, int n, int depth) {
  if (depth == 0 || n < 8) {
    long s = 0;
    #pragma nano loop reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i] * (long)(i + 1);
    return s;
  }
  long l = 0, r = 0; int h = n / 2;
  #pragma nano parallel
  {
    l = tsum(a, h, depth - 1);
    r = tsum(a + h, n - h, depth - 1);
  }
  return l * 3 + r;
}
int main(void) {
  static int a[5000];
  for (int i = 0; i < 5000; i++) a[i] = (i * 7919 + 13) % 4999;
  qs(a, 5000);
  int ok = 1; for (int i = 1; i < 5000; i++) if (a[i - 1] > a[i]) ok = 0;
  printf("%d %d %d\n", ok, a[0], a[4999]);
  printf("%ld\n", tsum(a, 5000, 5));
  return 0;
}
