// contract_loop_switch_struct_pointer: a parallel loop whose body takes a
// pointer to its own struct element and updates fields of it in the cases of a
// switch (fall-through, default), then passes it to a function reading it.
#include <stdio.h>
struct P { double x, y; int tag; };
static double norm(const struct P *p) { return p->x * p->x + p->y * p->y; }
int main(void) {
  struct P pts[300];
  double out[300];
  for (int i = 0; i < 300; i++) { pts[i].x = i; pts[i].y = 300 - i; pts[i].tag = i % 4; }
  #pragma nano loop
  for (int i = 0; i < 300; i++) {
    struct P *p = &pts[i];
    switch (p->tag) {
    case 0: p->x += 1; break;
    case 1: p->y -= 1; /* fallthrough */
    case 2: p->x *= 2; break;
    default: p->tag = 9;
    }
    out[i] = norm(p);
  }
  double s = 0; int t = 0;
  for (int i = 0; i < 300; i++) { s += out[i] * (i % 7); t += pts[i].tag; }
  printf("%.1f %d\n", s, t);
  return 0;
}
