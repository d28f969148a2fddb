// probe_bots_nqueens: BOTS-style nqueens: per-level tasks with an if() cut-off copy the board into a task-local array and write their count into the creator's csols[i]; the creator sums csols after the loop.
#include <stdio.h>
#include <string.h>
static int ok(int n, const char *a) {
  for (int i = 0; i < n; i++) {
    char p = a[i];
    for (int j = i + 1; j < n; j++) {
      char q = a[j];
      if (q == p || q == p - (j - i) || q == p + (j - i)) return 0;
    }
  }
  return 1;
}
static void nqueens(int n, int j, const char *a, int *solutions, int depth) {
  if (n == j) { *solutions = 1; return; }
  int csols[32];
  memset(csols, 0, sizeof csols);
  for (int i = 0; i < n; i++) {
    #pragma nano task if(depth < 4)
    {
      char b[32];
      memcpy(b, a, (size_t)j);
      b[j] = (char)i;
      if (ok(j + 1, b)) nqueens(n, j + 1, b, &csols[i], depth + 1);
    }
  }
  *solutions = 0;
  for (int i = 0; i < n; i++) *solutions += csols[i];
}
int main(void) {
  for (int n = 1; n <= 9; n++) {
    int s = 0; char a[32];
    nqueens(n, 0, a, &s, 0);
    printf("n=%d solutions=%d\n", n, s);
  }
  return 0;
}
