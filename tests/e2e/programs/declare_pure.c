// declare_pure: `#pragma nano declare reads() writes()` — empty lists declare an external
// function that touches no memory; its calls run as tasks and agree with the elision.
// E2E-EXTRA: declare_pure_kernels.c
#include <stdio.h>

#pragma nano declare reads() writes()
int twice(int v);
#pragma nano declare reads(v[0:n]) writes()
long total(const long *v, int n);

int main(void) {
  long v[6] = {1, 2, 3, 4, 5, 6};
  int r[8];
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    r[i] = twice(i);
  }
  long t;
  #pragma nano task
  t = total(v, 6);
  v[0] = 100; /* after the task that reads v */
  int s = 0;
  for (int i = 0; i < 8; i++) s += r[i];
  printf("%d %ld %ld\n", s, t, total(v, 6));
  return 0;
}
