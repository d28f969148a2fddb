// probe_alias_forms: tasks whose writes are later read through another name — a global pointer read in a callee, an array parameter vs a pointer into it, p->x vs s.x, a union member, pointer arithmetic, a row pointer — plus a write-after-read through memset and a clause index changed after the task.
#include <stdio.h>
#include <string.h>
struct S { int x, y; int arr[4]; };
union U { int i; float f; unsigned char b[4]; };
int *gptr;
static int slow(int v) { int s = v; for (int k = 0; k < 300000; k++) s = (s * 31 + k) % 1000003; return s; }
static int readg(void) { return *gptr; }
static void wr(int a[], int i, int v) { a[i] = v; }
int main(void) {
  int x = 0;
  gptr = &x;
  #pragma nano task
  x = slow(1);
  printf("%d\n", readg());
  int a[16] = {0};
  int *q = a + 5;
  #pragma nano task
  wr(a, 5, slow(2));
  printf("%d\n", *q);
  #pragma nano task
  a[7] = slow(3);
  printf("%d\n", *(a + 7));
  struct S s = {0};
  struct S *p = &s;
  #pragma nano task
  p->x = slow(4);
  printf("%d\n", s.x);
  #pragma nano task
  s.arr[2] = slow(5);
  int *pa = &p->arr[0];
  printf("%d\n", pa[2]);
  union U u; u.i = 0;
  #pragma nano task
  u.i = slow(6);
  printf("%u\n", (unsigned)u.b[0]);
  int y = 5;
  #pragma nano task
  a[0] = y + slow(7);
  memset(&y, 0, sizeof y);
  printf("%d %d\n", a[0], y);
  int i = 3;
  #pragma nano task
  a[i] = slow(8);
  i = 9;
  a[i] = 1;
  printf("%d %d\n", a[3], a[9]);
  int *r = a; r++;
  #pragma nano task
  *r = slow(9);
  printf("%d\n", a[1]);
  int m[4][4] = {{0}};
  int (*row)[4] = m;
  #pragma nano task
  m[2][3] = slow(10);
  printf("%d\n", row[2][3]);
  char str[32] = "hello";
  #pragma nano task
  strcpy(str, "world");
  printf("%s %zu\n", str, strlen(str));
  return 0;
}
