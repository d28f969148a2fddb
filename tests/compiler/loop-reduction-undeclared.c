// A reduction clause naming no variable declared before the loop (a typo, a
// variable declared after it or in its body) is refused; one naming an array
// the body does not update is no scalar.
// RUN: not %translate %s 2> %t.err
// RUN: %FileCheck %s < %t.err
int main(void) {
  long total = 0;
  int hist[4] = {0};
  #pragma nano loop reduction(+: totl)
  for (int i = 0; i < 10; i++) total += i;
  // CHECK: loop-reduction-undeclared.c:[[@LINE-2]]:34: error: reduction variable 'totl' is not declared before the loop; name a variable declared before it, or remove it from the clause
  #pragma nano loop reduction(+: later)
  for (int i = 0; i < 10; i++) hist[i % 4] = i;
  // CHECK: loop-reduction-undeclared.c:[[@LINE-2]]:34: error: reduction variable 'later' is not declared before the loop; name a variable declared before it, or remove it from the clause
  long later = 0;
  #pragma nano loop reduction(+: hist)
  for (int i = 0; i < 10; i++) later += i;
  // CHECK: loop-reduction-undeclared.c:[[@LINE-2]]:34: error: reduction variable 'hist' is not a scalar declared outside the loop: its type is 'int[4]'; a reduction combines scalar variables: reduce into scalars declared before the loop (one per element of an array), or remove 'hist' from the clause
  #pragma nano loop reduction(+: inner)
  for (int i = 0; i < 10; i++) { long inner = 0; inner += i; hist[i % 4] = (int)inner; }
  // CHECK: loop-reduction-undeclared.c:[[@LINE-2]]:34: error: reduction variable 'inner' is not a scalar declared outside the loop: it is declared in the loop body; declare it before the loop
  return (int)(total + later + hist[0]);
}
