// contract_pointer_reads_after_tasks: the creator reads, through pointers (to a global, a local, an array element at an offset, a pointer to pointer, a const-pointer callee), what slow tasks write: each read waits.
#include <stdio.h>
int g = 0; int arr[50];
static void slow_set(int *p, int v) { for (volatile long k = 0; k < 3000000; k++) {} *p = v; }
static void slow_set_g(int v) { for (volatile long k = 0; k < 3000000; k++) {} g = v; }
static int read_through(const int *p) { return *p; }
int main(void) {
  int *gp = &g;
  #pragma nano task
  slow_set_g(5);
  int r1 = *gp;                 /* reads g through a pointer */
  int local = 0; int *lp = &local;
  #pragma nano task
  slow_set(&local, 7);
  int r2 = *lp;
  int *ap = arr + 10;
  #pragma nano task
  slow_set(&arr[12], 9);
  int r3 = ap[2];
  #pragma nano task
  slow_set(lp, 11);
  int r4 = read_through(&local);
  int **pp = &gp;
  #pragma nano task
  slow_set(&g, 13);
  int r5 = **pp;
  printf("%d %d %d %d %d\n", r1, r2, r3, r4, r5);
  return 0;
}
