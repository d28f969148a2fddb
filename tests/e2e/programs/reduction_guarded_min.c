// A min or max reduction written with a guard in the same condition
// (`if (c && i < first) first = i`, review29 x49) is the nested form
// `if (c) if (i < first) first = i`: recognised, with or without the clause.
#include <stdio.h>
#define N 50000
static int v[N];
int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 7919) % 100003;
  int first = N, last = -1, best = -1;
  #pragma nano loop reduction(min: first)
  for (int i = 0; i < N; i++) if (v[i] % 977 == 5 && i < first) first = i;
  #pragma nano loop
  for (int i = 0; i < N; i++) if (last < i && v[i] % 977 == 5) last = i;
  #pragma nano loop
  for (int i = 0; i < N; i++) if (v[i] % 2 == 0 && v[i] > best && v[i] < 90000) best = v[i];
  printf("%d %d %d\n", first, last, best);
  return 0;
}
