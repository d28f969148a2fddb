// contract_bitfields_unions: tasks updating neighbouring bit-fields of one struct (and of an array element) and different members of a union: the shared storage must order them.
#include <stdio.h>
struct Flags { unsigned a : 3; unsigned b : 5; unsigned c : 8; int plain; };
union U { int i; float f; unsigned char bytes[4]; };
static void bump_a(struct Flags *f, int n) { for (int k = 0; k < n; k++) { f->a = (f->a + 1) & 7; for (volatile int q = 0; q < 50; q++) {} } }
static void bump_b(struct Flags *f, int n) { for (int k = 0; k < n; k++) { f->b = (f->b + 3) & 31; for (volatile int q = 0; q < 50; q++) {} } }
int main(void) {
  struct Flags fl = {0, 0, 0, 0};
  for (int r = 0; r < 20; r++) {
    #pragma nano task
    bump_a(&fl, 1000);
    #pragma nano task
    bump_b(&fl, 1001);
    #pragma nano task
    fl.c += 1;
  }
  printf("%u %u %u\n", fl.a, fl.b, fl.c);
  struct Flags g[4] = {{0}};
  for (int r = 0; r < 50; r++) {
    #pragma nano task
    for (int k = 0; k < 100; k++) g[1].a++;
    #pragma nano task
    for (int k = 0; k < 100; k++) g[1].b += 2;
  }
  printf("%u %u\n", g[1].a, g[1].b);
  union U u; u.i = 0;
  #pragma nano task
  u.bytes[0] = 7;
  #pragma nano task
  u.i += 1 << 8;
  printf("%d\n", u.i);
  return 0;
}
