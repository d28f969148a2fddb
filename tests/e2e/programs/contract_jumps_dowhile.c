// contract_jumps_dowhile: tasks in do-while bodies with goto, early return from a loop of tasks, while(1) with break/continue (LANGUAGE.md: waits before locals go out of scope, function waits before return).
#include <stdio.h>
static int acc[16];
static void work(int *p, int v) { for (int k = 0; k < 1000; k++) *p = (*p * 31 + v + k) % 10007; }
static int run(int n) {
  int i = 0, total = 0;
  do {
    #pragma nano task
    work(&acc[i], i);
    if (i == 3) goto skip;
    #pragma nano task
    work(&acc[i + 8], i * 2);
  skip:
    i++;
  } while (i < n);
  for (int k = 0; k < 16; k++) total += acc[k];
  if (total > 5) goto out;
  total = -1;
out:
  return total;
}
static int early(int n) {
  int local[4] = {1, 2, 3, 4};
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    work(&local[i], n + i);
    if (i == n) return local[0] + local[i];
  }
  return local[0] + local[1] + local[2] + local[3];
}
int main(void) {
  printf("%d\n", run(8));
  printf("%d %d %d\n", early(0), early(2), early(9));
  int x = 0;
  while (1) {
    #pragma nano task
    work(&x, 5);
    if (x % 7 == 0) break;
    if (x > 5000) { x = x / 3; continue; }
    x++;
    if (x > 9000) break;
  }
  printf("%d\n", x);
  return 0;
}
