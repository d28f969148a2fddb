// contract_reduction_mismatch: an explicit reduction clause whose variable the body updates with another operator is an error, never a silently wrong result.
// EXPECT: error: 's' is declared a '+' reduction but the loop uses it otherwise
// EXPECT: error: 't' is declared a 'max' reduction but the loop updates it with '+'
#include <stdio.h>

int main(void) {
  unsigned s = 1;
  #pragma nano loop reduction(+: s)
  for (int i = 0; i < 20; i++) s = s * 3 + (unsigned)i;
  long t = 0;
  #pragma nano loop reduction(max: t)
  for (int i = 0; i < 20; i++) t += i;
  printf("%u %ld\n", s, t);
  return 0;
}
