// A call in a clause expression to a function that writes memory or global
// state is a side effect too (the `++` check missed calls: `if(next() > 0)`
// advanced a counter the elision never advances). Functions that only read --
// by their summary, `const`/`pure`, the C library's value and string
// functions, the runtime's queries -- are accepted.
// RUN: not %translate %s 2>&1 | %FileCheck %s
// RUN: %translate %s -- -DVALID > %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
#include <stdlib.h>
#include <string.h>
#include <math.h>
int nano_worker_count(void);
static int calls;
static int next(void) { return ++calls; }
static int half(int x) { return x / 2; }
static int first(const int *v) { return v[0]; }
#ifdef VALID
int valid(void) {
  int a[100] = {0}, k = 0;
  const char *s = "abc";
  #pragma nano task if(half(k) < 3 && first(a) >= 0) cost(strlen(s) * sqrt(100.0))
  a[5] = 6;
  #pragma nano task if(nano_worker_count() > 1)
  a[6] = 7;
  return a[5] + a[6];
}
#else
int main(void) {
  int a[100] = {0};
  #pragma nano task cost(next())
  a[1] = 2;
  // CHECK-DAG: clause-call-effects.c:[[@LINE-2]]:26: error: clause 'cost' has a side effect ('next()')
  #pragma nano loop schedule(fixed, next())
  for (int j = 0; j < 100; j++) a[j] += j;
  // CHECK-DAG: clause-call-effects.c:[[@LINE-2]]:37: error: clause 'schedule' has a side effect ('next()')
  #pragma nano parallel workers(next())
  { a[2] = 3; }
  // CHECK-DAG: clause-call-effects.c:[[@LINE-2]]:33: error: clause 'workers' has a side effect ('next()')
  #pragma nano task label("x") if(next() > 0)
  a[3] = 4;
  // CHECK-DAG: clause-call-effects.c:[[@LINE-2]]:35: error: clause 'if' has a side effect ('next() > 0')
  #pragma nano task if(rand() % 2)
  a[4] = 5;
  // CHECK-DAG: clause-call-effects.c:[[@LINE-2]]:24: error: clause 'if' has a side effect ('rand() % 2')
  return a[1] + calls;
}
#endif
