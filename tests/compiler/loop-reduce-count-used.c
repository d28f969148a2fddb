// An increment or compound assignment whose value the body uses reads the
// variable in every iteration: it is no reduction, implicitly or under an
// explicit clause, and the loop is refused (privatising it would change what
// the body computes from it).
// RUN: not %translate %s 2>&1 | %FileCheck %s
static int out[100];
int main(void) {
  int c = 0;
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[c++] = i;
  // CHECK-DAG: loop-reduce-count-used.c:[[@LINE-1]]:{{[0-9]+}}: error: loop-carried dependence on 'c'
  long s = 0, x = 0;
  #pragma nano loop reduction(+: s)
  for (int i = 0; i < 100; i++) out[i] = (int)(s += i);
  // CHECK-DAG: loop-reduce-count-used.c:[[@LINE-2]]:34: error: 's' is declared a '+' reduction but the loop uses it otherwise
  long t = 0;
  #pragma nano loop reduction(+: t)
  for (int i = 0; i < 100; i++) x = ++t;
  // CHECK-DAG: loop-reduce-count-used.c:[[@LINE-2]]:34: error: 't' is declared a '+' reduction but the loop uses it otherwise
  long u = 0;
  #pragma nano loop
  for (int i = 0; i < 100; i++) if (u++) out[i] = 1;
  // CHECK-DAG: loop-reduce-count-used.c:[[@LINE-1]]:{{[0-9]+}}: error: loop-carried dependence on 'u'
  return (int)(c + s + t + u + x);
}
