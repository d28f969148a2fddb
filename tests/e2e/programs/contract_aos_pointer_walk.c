// contract_aos_pointer_walk: tasks on overlapping sections reached by pointer arithmetic in a do-while (p += 5 over windows of 10), a descending pointer loop with two tasks per step, negative offsets p[-3], and tasks on fields and sections of an array of structs (p + 4, &ps[8], q->hist[2] from q[1]).
#include <stdio.h>
static void slow(void) { for (volatile int k = 0; k < 30000; k++) {} }
static void inc(int *p, int n) { slow(); for (int i = 0; i < n; i++) p[i] += i + 1; }
static void dbl(int *p) { slow(); *p *= 2; }
struct P { double x, y; int tag; double hist[4]; };
static struct P ps[16];
static void move(struct P *p, int n, double dx) { slow(); for (int i = 0; i < n; i++) { p[i].x += dx; p[i].hist[i % 4] += dx; } }
static void tagall(struct P *p, int n, int t) { slow(); for (int i = 0; i < n; i++) p[i].tag = t + i; }
static double sumx(const struct P *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += p[i].x + p[i].hist[0]; return s; }
static int digest(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s = (s * 3 + a[i]) % 1000003; return s; }
int main(void) {
  int a[40] = {0};
  int *p = a;
  do {
    #pragma nano task
    inc(p, 10);
    p += 5;
  } while (p < a + 35);
  printf("%d\n", digest(a, 40));
  for (int *q = a + 39; q >= a; q -= 3) {
    #pragma nano task
    dbl(q);
    #pragma nano task
    dbl(q - 1 >= a ? q - 1 : q);
  }
  printf("%d\n", digest(a, 40));
  int *r = a + 10;
  #pragma nano task
  r[-3] = 77;
  printf("%d\n", a[7]);
  #pragma nano task
  *(a + 20) += *(r + 10);
  printf("%d\n", a[20]);
  for (int i = 0; i < 16; i++) { ps[i].x = i; ps[i].y = 2 * i; }
  #pragma nano task
  move(ps, 8, 1.5);
  #pragma nano task
  move(ps + 4, 8, 2.0);
  #pragma nano task
  tagall(&ps[8], 8, 100);
  printf("%.2f %d\n", sumx(ps, 16), ps[9].tag);
  #pragma nano task
  ps[3].y = ps[2].x * 10;
  #pragma nano task
  ps[2].x = 0.25;
  printf("%.2f %.2f\n", ps[3].y, ps[2].x);
  struct P *q = &ps[5];
  #pragma nano task
  q->hist[2] = q[1].hist[1] + 5;
  printf("%.2f\n", ps[5].hist[2]);
  return 0;
}
