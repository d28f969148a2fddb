// A renamed variable spelled as an argument of a macro that stringizes or
// pastes that argument (`#v`, `v ## 1`): the outlined copy would change the
// string (`sizeof(#v)` of "(*nano_a_->x)"). Such a task or
// loop body runs sequentially, with a warning naming the macro; an argument
// the macro only evaluates is renamed as before, as is one of assert (a
// system header's macro, whose string appears only when it fails). A macro
// that passes its parameter on to one that quotes it (SHOW to STR, through
// NAMED to SHOW, to STR through the object-like alias Q, or to a macro it
// receives as a parameter, as APPLY does) quotes it too.
// RUN: %translate %s -- -O2 > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -O2 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <assert.h>
#define LEN(v) ((int)sizeof(#v) + (v))
#define SIZE(v) ((int)sizeof(v) + (int)sizeof(#v))
#define TWICE(v) ((v) + (v))
#define STR(s) #s
#define SHOW(v) ((int)sizeof(STR(v)) + (v))
#define NAMED(a, w) (a + SHOW(w))
#define Q STR
#define SHOWQ(v) ((int)sizeof(Q(v)) + (v))
#define APPLY(m, a) ((int)sizeof(m(a)) + (a))
int run(void) {
  int x = 5, r = 0, t = 0, m[3] = {0}, out[4] = {0};
  #pragma nano task
  { r = LEN(x); x = 0; }
  // WARN-DAG: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: 'x' is an argument of the macro 'LEN', whose definition turns it into text ('#' or '##'), and the outlined task names that variable differently
  #pragma nano task
  { t = TWICE(x); assert(x >= 0); x = 2; }
  #pragma nano loop
  for (int i = 0; i < 4; i++) out[i] = SIZE(m) + i;
  // WARN-DAG: [[@LINE-2]]:{{[0-9]+}}: warning: '#pragma nano loop' ignored: 'm' is an argument of the macro 'SIZE'
  #pragma nano loop
  for (int i = 0; i < 4; i++) out[i] += TWICE((int)sizeof(m)) + i;
  // The outlined loop body, then the outlined task, after the function:
  // CHECK: TWICE((int)sizeof((*nano_whole_m)))
  // CHECK: (*nano_a_->t) = TWICE((*nano_a_->x)); assert((*nano_a_->x) >= 0); (*nano_a_->x) = 2;
  int y = 3, z = 4, u = 0, w = 0;
  #pragma nano task
  { u = SHOW(y); y = 1; }
  // WARN-DAG: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: 'y' is an argument of the macro 'SHOW'
  #pragma nano task
  { w = NAMED(1, z); z = 1; }
  // WARN-DAG: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: 'z' is an argument of the macro 'NAMED'
  int e = 5, f = 6, g = 0, h = 0;
  #pragma nano task
  { g = SHOWQ(e); e = 1; }
  // WARN-DAG: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: 'e' is an argument of the macro 'SHOWQ'
  #pragma nano task
  { h = APPLY(STR, f); f = 1; }
  // WARN-DAG: [[@LINE-1]]:{{[0-9]+}}: warning: '#pragma nano task' ignored: 'f' is an argument of the macro 'APPLY'
  #pragma nano wait
  return r + t + out[3] + x + u + w + y + z + e + f + g + h;
}
// WARN-NOT: warning:
