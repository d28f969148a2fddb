// contract_union_members: a task writes one member of a union (or of a union inside a struct, or of a union array element) and
// the creator reads another member overlapping it: members of a union share storage, so the read waits for the task.
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
union word { float f; unsigned u; unsigned char b[4]; };
struct rec { int tag; union { long l; double d; } v; };
int main(void) {
  union word w = { .u = 0 };
  #pragma nano task
  w.f = (float)(slow(3, 2000000) % 100 + 1);
  unsigned bits = w.u;                 /* reads the same bytes: C allows it through a union */
  struct rec r = { 0, { .l = 0 } };
  #pragma nano task
  r.v.d = (double)(slow(5, 2000000) % 100 + 1);
  long raw = r.v.l;
  union word arr[4] = {{0}};
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    arr[i].u = (unsigned)slow(i, 500000);
  }
  unsigned char b0 = arr[2].b[0];
  printf("%u %ld %u\n", bits, raw, b0);
  return 0;
}
