// The lowering of a loop copies its bounds and step as written. A header a
// macro writes (`FOR_EACH(i, n)`), or a bound that is only part of a macro's
// expansion (`i UPTO(N)` with `#define UPTO(n) < (n)`, `INIT(i)`), was copied
// as the invocation's text and the generated code did not compile (bb79 3, 4):
// it is now an error at the loop. Bounds that are whole invocations (`N`,
// `MAX(a, b)`, `N - 1`) are copied as before.
// RUN: not %translate %s 2>&1 >/dev/null | %FileCheck %s --implicit-check-not=error:
// RUN: %translate %s -- -DACCEPTED > %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -DACCEPTED -I %runtime_include %t.c
#define N 300
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define FOR_EACH(i, n) for (int i = 0; i < (n); i++)
#define UPTO(n) < (n)
#define INIT(v) int v = 0
#define STEP(v) v += 2

double out[N];

void bounds(int m) {
  #pragma nano loop
  for (int i = 0; i < N - 1; i++) out[i] = i;
  #pragma nano loop
  for (int i = MAX(m, 0); i < MAX(m, N); i++) out[i] = i;
  #pragma nano loop
  for (int i = 0; i < N; i += N / 100) out[i] = i;
#ifndef ACCEPTED
  #pragma nano loop
  FOR_EACH(i, N) out[i] = i;
  // CHECK: loop-macro-header.c:[[@LINE-1]]:3: error: loop is not in canonical form: a macro writes part of its header ('FOR_EACH(i, N)'), which the outlined loop cannot copy; write the initialisation, the condition and the increment in the source
  #pragma nano loop
  for (int i = 0; i UPTO(N); i++) out[i] = i;
  // CHECK: loop-macro-header.c:[[@LINE-1]]:3: error: loop is not in canonical form: a macro writes part of its header ('for (int i = 0; i UPTO(N); i++)')
  #pragma nano loop
  for (INIT(i); i < N; i++) out[i] = i;
  // CHECK: loop-macro-header.c:[[@LINE-1]]:3: error: loop is not in canonical form: a macro writes part of its header ('for (INIT(i); i < N; i++)')
  #pragma nano loop
  for (int i = 0; i < N; STEP(i)) out[i] = i;
  // CHECK: loop-macro-header.c:[[@LINE-1]]:3: error: loop is not in canonical form: a macro writes part of its header ('for (int i = 0; i < N; STEP(i))')
#endif
}
