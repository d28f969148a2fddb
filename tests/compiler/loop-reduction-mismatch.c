// An explicit reduction clause is a promise the body must keep: every use of
// the variable is an update with the clause's operator. Otherwise privatising
// it would change the result, so the loop is refused.
// RUN: not %translate %s 2>&1 | %FileCheck %s
int main(void) {
  unsigned s = 1;
  #pragma nano loop reduction(+: s)
  for (int i = 0; i < 20; i++) s = s * 3 + (unsigned)i;
  // CHECK-DAG: loop-reduction-mismatch.c:[[@LINE-2]]:34: error: 's' is declared a '+' reduction but the loop uses it otherwise: a reduction variable may only be updated with its operator ('s op= e', 's = s op e', or 's = f(s, e)' through a function that only reads), and not read elsewhere in the body
  long t = 0;
  #pragma nano loop reduction(max: t)
  for (int i = 0; i < 20; i++) t += i;
  // CHECK-DAG: loop-reduction-mismatch.c:[[@LINE-2]]:36: error: 't' is declared a 'max' reduction but the loop updates it with '+'; use reduction(+: t), or remove the clause
  long u = 0;
  #pragma nano loop reduction(+: u)
  for (int i = 0; i < 20; i++) { u += i; if (u > 50) u = 0; }
  // CHECK-DAG: loop-reduction-mismatch.c:[[@LINE-2]]:34: error: 'u' is declared a '+' reduction but the loop uses it otherwise
  long w = 0;
  #pragma nano loop reduction(+: w)
  for (int i = 0; i < 20; i++) w += i;
  return (int)(s + t + u + w);
}
// CHECK-NOT: 'w' is declared
