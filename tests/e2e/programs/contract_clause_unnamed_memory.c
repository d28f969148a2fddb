// contract_clause_unnamed_memory: tasks whose callees reach memory through a struct's pointer member, which the compiler cannot bound: with clauses naming that memory (s.p[0:s.n]) they run as tasks ordered by the clauses, and the final read waits for them.
#include <stdio.h>
struct span { double *p; int n; };
static void sfill(struct span s, double x) { for (int i = 0; i < s.n; i++) s.p[i] = x * i; }
static double ssum(struct span s) { double t = 0; for (int i = 0; i < s.n; i++) t += s.p[i]; return t; }
int main(void) {
  double store[500];
  struct span s = { store, 500 };
  #pragma nano task out(s.p[0:s.n])
  sfill(s, 2.0);
  double t1;
  #pragma nano task in(s.p[0:s.n])
  t1 = ssum(s);
  #pragma nano task inout(s.p[0:s.n])
  sfill(s, 3.0);
  printf("%.1f %.1f\n", t1, store[499]);
  return 0;
}
