// probe_escaping_pointers: a creator statement after a task must wait when it touches what the task writes through a pointer: a local pointer to a local, a global pointer read by a callee, a struct holding a pointer, a pointer into a local array.
#include <stdio.h>
static int *gp;
static void slow_set(int *p, int v) { volatile long k = 0; for (long i = 0; i < 3000000; i++) k += i; *p = v + (int)(k & 0); }
static int read_gp(void) { return *gp; }
static void inc_via_global(void) { *gp += 100; }
struct box { int *ptr; int val; };
static void set_box(struct box *b) { volatile long k = 0; for (long i = 0; i < 3000000; i++) k += i; *b->ptr = 77 + (int)(k & 0); }
int main(void) {
  int x = 1, y = 2, z = 0, w = 0;
  int *p = &x;
  #pragma nano task
  slow_set(p, 10);
  x += 5;                 /* waits: x is written through p */
  gp = &y;
  #pragma nano task
  slow_set(&y, 20);
  int r = read_gp();      /* reads y through a global pointer */
  #pragma nano task
  inc_via_global();       /* writes y through gp */
  y *= 2;
  struct box b = { &z, 0 };
  #pragma nano task
  set_box(&b);
  int zz = z;             /* z written through b.ptr */
  int arr[4] = {0};
  int *q = arr + 2;
  #pragma nano task
  slow_set(q, 33);
  w = arr[2];
  printf("%d %d %d %d %d\n", x, r, y, zz, w);
  return 0;
}
