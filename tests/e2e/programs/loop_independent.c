// loop_independent: `independent` asserts what the compiler cannot prove (an indirect subscript).
#include <stdio.h>

enum { n = 1000 };
static int perm[n];
static double data[n];

int main(void) {
  for (int i = 0; i < n; i++) perm[i] = (i * 337) % n; // a permutation: 337 and 1000 are coprime
  for (int i = 0; i < n; i++) data[i] = i * 0.5;

  // data[perm[i]] is not affine: without `independent` the compiler reports a possible
  // dependence between iterations. perm is a permutation, so the iterations are independent.
  #pragma nano loop independent schedule(fixed, 64) cost(20)
  for (int i = 0; i < n; i++) data[perm[i]] = data[perm[i]] * 2.0 + 1.0;

  // A loop that the compiler proves independent on its own: affine subscripts, stride 2.
  #pragma nano loop schedule(static)
  for (int i = 0; i < n; i += 2) data[i] += data[i + 1];

  double s = 0.0;
  for (int i = 0; i < n; i++) s += data[i];
  printf("sum = %.3f, data[0] = %.3f, data[999] = %.3f\n", s, data[0], data[999]);
  return 0;
}
