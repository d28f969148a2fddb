// contract_task_capture_values: tasks created in a while loop whose indices change after each creation, and through a struct
// cursor advanced after each task: every task uses the values of its creation (LANGUAGE.md: evaluated when created).
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static void put(long *dst, long v) { *dst = slow(v, 30000); }
int main(void) {
  long out[16] = {0};
  int i = 0, j = 15;
  while (i < j) {
    #pragma nano task
    put(&out[i], i * 100 + j);
    i += 3;
    j -= 2;
  }
  struct { int k; long *p; } cur = { 0, out + 8 };
  for (int r = 0; r < 4; r++) {
    #pragma nano task
    put(cur.p + cur.k, r);
    cur.k++;
  }
  long s = 0; for (int q = 0; q < 16; q++) s = s * 7 + out[q];
  printf("%ld %d %d\n", s, i, j);
  return 0;
}
