// probe_hidden_state: tasks calling functions with hidden state (a static local counter, rand, strtok), qsort with a callback, a call through a function pointer, a byte write through a char cast, and a read-only task before a write through an alias: results equal the elision's order.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int counter(void) { static int c; return ++c; }
static int cmp(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static void setv(int *p, int v) { *p = v; }
int main(void) {
  int a, b, c, d;
  #pragma nano task
  a = counter();
  #pragma nano task
  b = counter() * 10;
  printf("%d %d\n", a, b);
  srand(7);
  #pragma nano task
  c = rand() % 1000;
  #pragma nano task
  d = rand() % 1000;
  printf("%d %d\n", c, d);
  int v[64];
  for (int i = 0; i < 64; i++) v[i] = (i * 37) % 64;
  #pragma nano task
  qsort(v, 64, sizeof v[0], cmp);
  printf("%d %d %d\n", v[0], v[31], v[63]);
  int x = 1;
  void (*fp)(int *, int) = setv;
  #pragma nano task
  fp(&x, 99);
  printf("%d\n", x);
  int y = 0;
  #pragma nano task
  ((char *)&y)[0] = 5;
  printf("%d\n", y);
  int z = 3; int *pz = &z;
  #pragma nano task
  printf("z=%d\n", z);
  *pz = 4;
  printf("%d\n", z);
  char buf[64] = "a,b,c";
  char *t1, *t2;
  #pragma nano task
  t1 = strtok(buf, ",");
  #pragma nano task
  t2 = strtok(NULL, ",");
  printf("%s %s\n", t1, t2);
  return 0;
}
