// probe_parallel_exits: '#pragma nano parallel' blocks with a data-dependent chain, a 'break' and a 'return' inside the block, and while/do loops whose conditions read what the block writes.
#include <stdio.h>
static int work(int x) { int s = 0; for (int i = 0; i < 100000; i++) s += (x + i) % 7; return s; }
static int find(const int *v, int n, int key) {
  int pos = -1;
  #pragma nano parallel
  {
    for (int i = 0; i < n; i++) {
      if (v[i] == key) { pos = i; break; }
    }
    if (pos < 0) return -2;
  }
  return pos;
}
int main(void) {
  int r[6];
  #pragma nano parallel
  {
    r[0] = work(0);
    r[1] = work(1);
    r[2] = work(2);
    r[3] = r[0] + r[1];
    r[4] = work(r[2] % 5);
    r[5] = r[3] - r[4];
  }
  for (int i = 0; i < 6; i++) printf("%d\n", r[i]);
  int v[100]; for (int i = 0; i < 100; i++) v[i] = i * 3;
  printf("%d %d\n", find(v, 100, 27), find(v, 100, 28));
  int total = 0, i = 0;
  #pragma nano parallel
  {
    while (i < 10) { total += work(i); i++; }
    do { total--; } while (total > 1000000000);
    { int t = total; total = t * 2; }
  }
  printf("%d %d\n", total, i);
  return 0;
}
