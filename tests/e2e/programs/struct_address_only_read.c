/* A local struct passed by address (C) or by reference (C++ in
 * cpp_struct_argument_only_read.cpp) to a function that only reads through
 * it keeps no address the loop must fear: the loop over other memory runs in
 * parallel (review29: '&d' made 'out' and 'd' "may point to overlapping memory"). */
#include <stdio.h>

struct P {
  double x, y;
};

static struct P addp(const struct P *a, const struct P *b) {
  struct P r = {a->x + b->x, a->y + (*b).y};
  return r;
}

static void shift(struct P *out, int n) {
  struct P d = {1, 2};
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = addp(&out[i], &d);
}

int main(void) {
  static struct P a[1000];
  for (int i = 0; i < 1000; i++) a[i] = (struct P){i * 0.5, i * 0.25};
  shift(a, 1000);
  shift(a, 1000);
  double s = 0;
  for (int i = 0; i < 1000; i++) s += a[i].x + 2 * a[i].y;
  printf("%.3f\n", s);
  return 0;
}
