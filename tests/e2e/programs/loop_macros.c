// loop_macros: loop bodies and task statements that end in a function-like macro
// invocation (MAX, SQR): the generated code copies the statement as written, up to the
// invocation's closing parenthesis.
#include <stdio.h>

#define MAXM(a, b) ((a) > (b) ? (a) : (b))
#define SQR(x) ((x) * (x))
static int v[1000];
static long w[1000];

int main(void) {
  for (int i = 0; i < 1000; i++) v[i] = (i * 37) % 1001;
  int hm = -1;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) hm = MAXM(hm, v[i]);
  #pragma nano loop schedule(fixed, 16)
  for (int i = 0; i < 1000; i++) w[i] = SQR(v[i]);
  long t = 0;
  #pragma nano task
  t = SQR(w[5]) + MAXM(w[3], w[4]);
  printf("%d %ld %ld\n", hm, w[999], t);
  return 0;
}
