// contract_reduction_clause_forms: reduction clauses on updates that are not
// recognised forms by themselves (max and min through conditional
// expressions, | and * written out as 'v = v op e').
#include <stdio.h>
int main(void) {
  int v[3000]; for (int i = 0; i < 3000; i++) v[i] = (i * 7727) % 3001 - 1500;
  int mx = -99999, mn = 99999; long prod = 1; unsigned bits = 0;
  #pragma nano loop reduction(max: mx) reduction(min: mn)
  for (int i = 0; i < 3000; i++) { mx = v[i] > mx ? v[i] : mx; mn = v[i] < mn ? v[i] : mn; }
  #pragma nano loop reduction(|: bits)
  for (int i = 0; i < 3000; i++) bits = bits | (1u << (v[i] & 15));
  #pragma nano loop reduction(*: prod)
  for (int i = 0; i < 20; i++) prod = prod * (v[i] % 3 == 0 ? 2 : 1);
  printf("%d %d %u %ld\n", mx, mn, bits, prod);
  return 0;
}
