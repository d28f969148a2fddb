// contract_war_globals: anti and output dependences through globals read/written inside callees, an array overwritten by the creator after a task reads it, a struct holding a pointer, scalars rewritten after tasks read them, tasks on v[i] and v[7-i].
#include <stdio.h>
int g_x = 1; double g_arr[64];
struct Holder { int *p; int n; };
static int read_g(void) { return g_x * 10; }
static void set_g(int v) { g_x = v; }
static double total(const double *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
static void hfill(struct Holder h, int k) { for (int i = 0; i < h.n; i++) h.p[i] = i * k; }
static long hsum(const struct Holder *h) { long s = 0; for (int i = 0; i < h->n; i++) s += h->p[i]; return s; }
static void slow_inc(int *p) { for (volatile int k = 0; k < 20000; k++) {} (*p)++; }
int main(void) {
  int r1 = 0, r2 = 0, r3 = 0;
  #pragma nano task
  set_g(5);
  #pragma nano task
  r1 = read_g();
  g_x = 7;                           /* WAW with set_g, WAR with read_g */
  #pragma nano task
  r2 = read_g();
  printf("%d %d %d\n", r1, r2, g_x);
  for (int i = 0; i < 64; i++) g_arr[i] = i;
  double t1 = 0, t2 = 0;
  #pragma nano task
  t1 = total(g_arr, 64);
  g_arr[0] = 1000;                   /* must not be seen by the first task */
  #pragma nano task
  t2 = total(g_arr, 64);
  printf("%.1f %.1f\n", t1, t2);
  int buf[30]; struct Holder h = { buf, 30 };
  #pragma nano task
  hfill(h, 3);
  long hs = hsum(&h);
  printf("%ld\n", hs);
  int x = 1, y = 0;
  #pragma nano task
  y = x + 1;
  x = 100;
  #pragma nano task
  slow_inc(&x);
  #pragma nano task
  r3 = x * 2;
  x = 50;
  printf("%d %d %d\n", x, y, r3);
  int v[8] = {0};
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    slow_inc(&v[i]);
    #pragma nano task
    slow_inc(&v[7 - i]);
  }
  int vs = 0; for (int i = 0; i < 8; i++) vs = vs * 10 + v[i];
  printf("%d\n", vs);
  return 0;
}
