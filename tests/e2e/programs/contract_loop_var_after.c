// contract_loop_var_after: parallel loops whose variable is declared before the loop (int, long with a negative step, unsigned, a zero-trip loop): after the loop it holds the elision's final value.
#include <stdio.h>
static double a[1000];
int main(void) {
  int i;
  #pragma nano loop
  for (i = 0; i < 1000; i++) a[i] = i * 0.5;
  printf("%d %.1f\n", i, a[999]);
  long k;
  #pragma nano loop schedule(fixed, 7)
  for (k = 999; k >= 3; k -= 4) a[k] += 1;
  printf("%ld %.1f %.1f\n", k, a[999], a[995]);
  unsigned u;
  #pragma nano loop
  for (u = 10; u < 100; u += 3) a[u] = u;
  printf("%u %.1f\n", u, a[97]);
  int n = 0, j = 77;
  #pragma nano loop
  for (j = 5; j < n; j++) a[j] = -1;
  printf("%d %.1f\n", j, a[5]);
  return 0;
}
