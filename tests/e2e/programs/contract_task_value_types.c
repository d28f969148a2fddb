// contract_task_value_types: tasks assigning values of many C types — double _Complex, long double, an enum, bool, a struct returned by value, a result through a pointer-to-array parameter, an _Atomic int — read together by the creator.
#include <stdio.h>
#include <complex.h>
#include <stdbool.h>
#include <stdatomic.h>
enum color { RED, GREEN = 5, BLUE };
struct pt { int x, y; };
static struct pt mk(int i) { struct pt p = { i, i * i }; return p; }
static int sum10(int (*row)[10], int r) { int s = 0; for (int j = 0; j < 10; j++) s += row[r][j]; return s; }
int main(void) {
  double _Complex z = 1.0 + 2.0 * I;
  long double ld = 1.5L;
  enum color c = GREEN;
  bool flag = false;
  const int ci = 7;
  int (*fp)(int (*)[10], int) = sum10;
  int m[3][10];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 10; j++) m[i][j] = i + j;
  int (*pm)[10] = m;
  struct pt p;
  _Atomic int at = 0;
  int rs = 0;
  #pragma nano task
  z = z * z + ci;
  #pragma nano task
  ld = ld * 3 + c;
  #pragma nano task
  flag = !flag && c == GREEN;
  #pragma nano task
  p = mk(ci);
  #pragma nano task
  rs = sum10(pm, 2);
  #pragma nano task
  at += 5;
  printf("%.1f %.1f %.2Lf %d %d %d %d %d\n", creal(z), cimag(z), ld, flag, p.y, rs, atomic_load(&at), fp(pm, 1));
  return 0;
}
