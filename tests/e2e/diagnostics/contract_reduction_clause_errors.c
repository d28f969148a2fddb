// contract_reduction_clause_errors: reduction clauses with an operator LANGUAGE.md does not list, on an array, and a schedule with a missing chunk size.
// EXPECT: error: unknown reduction operator '-'
// EXPECT: error: reduction variable 'hist' is not a scalar declared outside the loop
// EXPECT: error: schedule 'fixed' takes one argument, the chunk size
#include <stdio.h>

static int v[100];

int main(void) {
  int s = 0, hist[4] = {0};
  #pragma nano loop reduction(-: s)
  for (int i = 0; i < 100; i++) s -= v[i];
  #pragma nano loop reduction(+: hist)
  for (int i = 0; i < 100; i++) hist[i % 4] += v[i];
  #pragma nano loop schedule(fixed)
  for (int i = 0; i < 100; i++) v[i] = i;
  printf("%d %d\n", s, hist[0]);
  return 0;
}
