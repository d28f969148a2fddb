// loop_local_types: a `#pragma nano loop` over variables whose types are declared in
// the function: a local typedef is spelt as its canonical type in the outlined loop;
// a local struct cannot be named at file scope, so that loop runs sequentially.
#include <stdio.h>
int main(void) {
  struct P { int x, y; } ps[16];
  typedef double real;
  real acc[16];
  #pragma nano loop
  for (int i = 0; i < 16; i++) acc[i] = i * 0.5;
  #pragma nano loop
  for (int i = 0; i < 16; i++) { ps[i].x = i; ps[i].y = 2 * i; }
  printf("%d %.1f\n", ps[15].y, acc[9]);
  return 0;
}
