// contract_field_pointers: pointers to a struct's fields (&s.f, s.arr, &s.in.z, &t.arr[2])
// written by tasks; the later reads of the struct under its own name see the writes.
#include <stdio.h>

struct S {
  int f;
  int arr[4];
  struct {
    int z;
  } in;
};

static int total(const struct S *s) { return s->f + s->arr[0] + s->arr[2] + s->in.z; }

int main(void) {
  struct S s = {1, {1, 2, 3, 4}, {9}};
  int *p = &s.f;
  #pragma nano task
  *p = 50;
  int a1 = s.f;
  int *q = s.arr;
  #pragma nano task
  q[0] = 60;
  int a2 = s.arr[0];
  int *z = &s.in.z;
  #pragma nano task
  *z = 70;
  int a3 = s.in.z;
  struct S t = s;
  int *r = &t.arr[2];
  #pragma nano task
  *r += 5;
  int a4 = total(&t);
  printf("%d %d %d %d\n", a1, a2, a3, a4);
  return 0;
}
