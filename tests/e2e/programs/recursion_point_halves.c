// Recursions whose summaries are proved by induction (the sections through `a`
// stay in its first `n` elements): halves down to one element, mutual recursion
// one element further at each call, a scale on halves with the count second.
// Their tasks run as nano-threads (black box bb61 1, 2); the results must be the
// elision's.
#include <stdio.h>

static void halves(int *a, int n) {
  if (n < 1) return;
  if (n == 1) { a[0] = a[0] * 2 + 1; return; }
  int h = n / 2;
  #pragma nano task
  halves(a, h);
  #pragma nano task
  halves(a + h, n - h);
}

static long even(const int *a, int n);
static long odd(const int *a, int n) {
  if (n < 1) return 0;
  long r;
  #pragma nano task if(n % 64 == 0)
  r = even(a + 1, n - 1);
  return r + a[0];
}
static long even(const int *a, int n) {
  if (n < 1) return 0;
  long r;
  #pragma nano task if(n % 64 == 0)
  r = odd(a + 1, n - 1);
  return r + 2 * a[0];
}

static void scale(int k, int *a, int n) {
  if (n < 1) return;
  if (n == 1) { a[0] *= k; return; }
  int h = n / 2;
  #pragma nano task
  scale(k, a, h);
  #pragma nano task
  scale(k, a + h, n - h);
}

int a[5000], b[3000];

int main(void) {
  for (int i = 0; i < 5000; i++) a[i] = i % 13;
  for (int i = 0; i < 3000; i++) b[i] = i % 7;
  halves(a, 5000);
  scale(3, a + 1000, 2500);
  halves(a + 10, 17);
  long s = 0;
  for (int i = 0; i < 5000; i++) s = s * 31 % 1000003 + a[i];
  printf("halves and scale: %ld\n", s);
  printf("odd/even: %ld\n", odd(b, 3000));
  return 0;
}
