// local_types: tasks using variables whose types are declared in the function.
// A local typedef is spelt as its canonical type in the generated argument
// block; a task using a local struct, or naming a local type in its text, runs
// sequentially with a warning naming the type. The generated source compiles.
#include <stdio.h>

static double twice(double x) { return 2 * x; }

int main(void) {
  typedef double real;
  real acc[16];
  real scale = 0.5;
  for (int i = 0; i < 16; i++) acc[i] = i * scale;
  #pragma nano task
  acc[3] += acc[5] * scale;
  #pragma nano task
  acc[4] = twice(acc[3]);
  #pragma nano task
  { real t = acc[9]; acc[9] = t + 1; }
  struct P { int x, y; } ps[16];
  for (int i = 0; i < 16; i++) { ps[i].x = i; ps[i].y = 2 * i; }
  #pragma nano task
  ps[3].y += (int)acc[5];
  printf("%d %d %.1f %.1f %.1f\n", ps[15].y, ps[3].y, acc[9], acc[3], acc[4]);
  return 0;
}
