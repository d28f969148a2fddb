// A clause expression that changes state (++, --, an assignment) is refused: the
// sequential elision never evaluates clauses, so the program would compute
// something else (`if(side++ == 0)` left side at 1 where the elision leaves 0).
// RUN: not %translate %s 2>&1 | %FileCheck %s
#include <stdio.h>
int main(void) {
  int k = 0, side = 0, n = 4, a[8] = {0}, i = 0;
  #pragma nano task if(side++ == 0)
  k = 5;
  // CHECK-DAG: clause-side-effects.c:[[@LINE-2]]:28: error: clause 'if' has a side effect ('side++ == 0'): the sequential elision never evaluates it, so the program would compute something else; compute the value in a statement before the pragma
  #pragma nano task cost(n -= 1)
  k += 1;
  // CHECK-DAG: clause-side-effects.c:[[@LINE-2]]:28: error: clause 'cost' has a side effect ('n -= 1')
  #pragma nano task out(a[i++])
  a[0] = 1;
  // CHECK-DAG: clause-side-effects.c:[[@LINE-2]]:28: error: clause 'out' has a side effect ('a[i++]')
  #pragma nano loop schedule(fixed, --n)
  for (int j = 0; j < 8; j++) a[j] = j;
  // CHECK-DAG: clause-side-effects.c:[[@LINE-2]]:37: error: clause 'schedule' has a side effect ('--n')
  #pragma nano task if(side == 0) cost(n * 2)
  k += 2;
  // CHECK-NOT: clause-side-effects.c:[[@LINE-2]]
  printf("%d %d %d\n", k, side, a[0]);
  return 0;
}
