/* A task `lhs = f(args)` whose lhs is a bit-field: the argument block holds
   the address of the bit-field's object (a bit-field has none), of a global,
   of a local and through a pointer. Before, the generated code took the
   bit-field's address and did not compile (bb47 8). */
#include <stdio.h>
struct Flags { unsigned a : 4; unsigned b : 4; unsigned wide : 20; };
struct Flags G;
static unsigned slow(unsigned v) { volatile unsigned x = v; for (int i = 0; i < 1000; i++) x = x + 0; return x; }

int main(void) {
  struct Flags L = {0, 0, 0};
  struct Flags *p = &L;
  #pragma nano parallel
  {
    #pragma nano task
    G.a = slow(5);
    #pragma nano task
    G.b = slow(9);
  }
  #pragma nano task
  L.a = slow(3);
  #pragma nano task
  p->wide = slow(70000);
  #pragma nano wait
  printf("%u %u %u %u\n", G.a, G.b, L.a, L.wide);
  return 0;
}
