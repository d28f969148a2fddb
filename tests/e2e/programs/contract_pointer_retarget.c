// contract_pointer_retarget: tasks writing through a pointer taken from a table, a pointer reassigned right after the task is created, a struct of pointers, a pointer to pointer, and a callee task writing a global through its parameter before the callee reads the global.
#include <stdio.h>
static void spin(void) { for (volatile int k = 0; k < 300000; k++) {} }
static void put(int *p, int v) { spin(); *p = v; }
int gv = 0;
static void via(int *p) {
  #pragma nano task
  put(p, 9);
  printf("%d\n", gv);
}
int main(void) {
  int x = 0, y = 0;
  int *ptrs[2] = { &x, &y };
  #pragma nano task
  put(ptrs[0], 5);
  printf("%d\n", x);
  int *p = &x;
  #pragma nano task
  put(p, 6);
  p = &y;
  printf("%d %d\n", x, *p);
  struct { int *a; int *b; } s = { &x, &y };
  #pragma nano task
  put(s.b, 7);
  printf("%d\n", y);
  via(&gv);
  int **pp = &p;
  #pragma nano task
  put(*pp, 8);
  printf("%d\n", y);
  return 0;
}
