/* A task reads a local by name that it (or a callee) also writes through a
 * pointer taken before the task: the local is passed by address, not copied at
 * the creation, so the read sees the write (review29: `*pn = 5; r = n;` printed
 * the old n). Also a loop bound written through a pointer in the body, and a
 * parallel block whose node writes through a pointer, then reads by name. */
#include <stdio.h>

static int arr[300];
int *gp;
static void bump(void) { *gp += 5; }
static void setp(int *p, int v) { *p = v; }
static long heavy(long x) {
  long s = x;
  for (int i = 0; i < 20000; i++) s = (s * 13 + i) % 65521;
  return s;
}

int main(void) {
  int n = 200;
  int *pn = &n;
  int r = 0;
  #pragma nano task
  { *pn = 5; r = n; }
  printf("%d %d\n", r, n);

  int m = 100;
  int *pm = &m;
  #pragma nano task
  for (int i = 0; i < m; i++) { arr[i] += 2; if (i == 20) *pm = 60; }
  long s = 0;
  for (int i = 0; i < 300; i++) s += arr[i] * (i + 1);
  printf("%d %ld\n", m, s);

  int g = 10;
  gp = &g;
  int rg = 0;
  #pragma nano task
  { bump(); rg = g * 2; }
  printf("%d %d\n", rg, g);

  int k = 1;
  int *pk = &k;
  int rk = 0;
  #pragma nano task
  { setp(pk, 9); rk = k + 1; }
  printf("%d %d\n", rk, k);

  int z = 1;
  int *pz = &z;
  long q = 0, rz = 0;
  #pragma nano parallel
  {
    q = heavy(3);
    *pz = 42;
    rz = heavy(z);
  }
  printf("%ld %ld %d\n", q, rz, z);
  return 0;
}
