// A macro that calls one of its parameters (`#define CALL3(f, x, y, z)
// f(x, y, z)`) passes its other arguments to whatever the invocation gives
// as f. They were all taken as quoted ('#' or '##'), so a task naming a
// variable in such an invocation ran in its creator with a reason that did
// not apply (bb79 24). They are quoted now only when the invocation passes a
// macro as f (`SHOWCALL(NAMED, p)` with NAMED stringizing its argument);
// a function (`CALL3(add3, p, q, 3)`) quotes nothing.
// RUN: %translate %s 2>&1 >/dev/null | %FileCheck %s --implicit-check-not=warning:
// E2E
#include <stdio.h>

#define STR(x) #x
#define SHOWCALL(m, v) m(v)
#define CALL3(f, x, y, z) f(x, y, z)
#define NAMED(v) show(STR(v), v)

static long add3(long a, long b, long c) { return a + b + c; }
static long show(const char *s, long v) { return (long)s[0] + v; }

int main(void) {
  long b = 0, p = 1, q = 2, r = 0;
  #pragma nano task
  b = CALL3(add3, p, q, 3);
  #pragma nano task
  r = SHOWCALL(NAMED, p);
  // CHECK: macro-callee-parameters.c:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: 'p' is an argument of the macro 'SHOWCALL', whose definition turns it into text ('#' or '##')
  #pragma nano wait
  printf("%ld %ld\n", b, r);
  return b == 6 && r == 'p' + 1 ? 0 : 1;
}
