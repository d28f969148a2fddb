// An OpenMP schedule name: nano's schedules have their own names.
// EXPECT: error: unknown schedule 'dynamic'; did you mean 'fixed'? (the schedules are static, fixed, gss, tss, factoring and affinity)
#include <stdio.h>

int main(void) {
  int v[1000];
  #pragma nano loop schedule(dynamic, 16)
  for (int i = 0; i < 1000; i++) v[i] = i % 7;
  printf("%d\n", v[999]);
  return 0;
}
