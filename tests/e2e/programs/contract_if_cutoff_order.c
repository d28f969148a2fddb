// contract_if_cutoff_order: a task cut off by if(false) runs in the creating thread but still after the earlier task that writes what it reads, and before a later task that reads what it writes.
#include <stdio.h>
static int x, y;
static void slow_set(int *p, int v) { for (volatile int k = 0; k < 200000; k++) {} *p = v; }
static void add_into(int *dst, const int *src) { *dst += *src * 10; }
int main(int argc, char **argv) {
  (void)argv;
  int cutoff = argc > 5;   /* false */
  #pragma nano task
  slow_set(&x, 7);
  #pragma nano task if(cutoff)
  add_into(&y, &x);        /* runs inline, must still see x == 7 */
  #pragma nano task if(0)
  slow_set(&x, 9);         /* inline writer after a reader task */
  #pragma nano task
  add_into(&y, &x);
  printf("%d %d\n", x, y);
  return 0;
}
