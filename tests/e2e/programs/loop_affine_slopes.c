// Loops whose subscripts move at different rates: the independent ones run in
// parallel (even against odd elements, a read half beyond the written one, a
// periodic subscript over no more iterations than its period), and a loop of a
// parallel block with a dependence between iterations 3 and 2 (`a[2 * i]`,
// `a[3 * i]`) stays one sequential node (bb69 1, 2: it ran in parallel and
// printed a different checksum at 2 and 4 workers).
#include <stdio.h>

static long a[4000], b[4000], c[4000], h[1000];

static long heavy(long v) {
  for (int j = 0; j < 2000; j++) v = (v * 5 + j) % 100003;
  return v;
}

int main(void) {
  for (int i = 0; i < 4000; i++) a[i] = b[i] = c[i] = i;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) b[4 * i] = heavy(b[2 * i + 1]);
  #pragma nano loop
  for (int i = 0; i < 1000; i++) c[i] = heavy(c[1999 - i]);
  #pragma nano loop
  for (int i = 0; i < 1000; i++) h[i % 1000] = 3 * i;
  #pragma nano parallel
  {
    for (int i = 0; i < 1000; i++) a[2 * i] = heavy(a[3 * i]);
  }
  long t = 0;
  for (int i = 0; i < 4000; i++) t = (t * 31 + a[i] + 3 * b[i] + 7 * c[i]) % 1000000007;
  for (int i = 0; i < 1000; i++) t = (t * 31 + h[i]) % 1000000007;
  printf("%ld\n", t);
  return 0;
}
