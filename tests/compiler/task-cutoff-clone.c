// if() cut-offs decidable at entry: fib becomes a dispatcher to its sequential
// copy (recursive calls that keep the cut-off call the copy directly) or to
// the lowered body. A non-monotonic condition keeps its calls on the
// dispatcher; a condition over a local gets no copy (--explain says why).
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

static long fib(int n, int cutoff) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task if(n > cutoff)
  x = fib(n - 1, cutoff);
  #pragma nano task if(n > cutoff)
  y = fib(n - 2, cutoff);
  return x + y;
}
// CHECK: __attribute__((noinline)) static long nano_par_fib_[[F:[0-9]+]](int n, int cutoff);
// CHECK-NEXT: static long nano_seq_fib_[[F]](int n, int cutoff);
// CHECK: static long fib(int n, int cutoff) { if (!(n > cutoff)) { return nano_seq_fib_[[F]](n, cutoff); } return nano_par_fib_[[F]](n, cutoff); } static long nano_par_fib_[[F]](int n, int cutoff) {
// CHECK: { if (!(n > cutoff)) { x = fib(n - 1, cutoff); } else {
// CHECK: /* fib where every if() is false: its sequential elision */
// CHECK-NEXT: #pragma clang diagnostic pop
// CHECK-NEXT: #line 12 "{{.*}}task-cutoff-clone.c"
// CHECK-NEXT: static long nano_seq_fib_[[F]](int n, int cutoff) {
// CHECK-NEXT: if (n < 2) return n;
// CHECK-NEXT: long x, y;
// CHECK: x = nano_seq_fib_[[F]](n - 1, cutoff);
// CHECK: y = nano_seq_fib_[[F]](n - 2, cutoff);
// EXPLAIN: task-cutoff-clone.c:12:13: remark: calls of 'fib' run its sequential elision when !(n > cutoff) (every if() cut-off holds at entry); 2 recursive calls in it keep the cut-off and call that copy directly

/* Not monotonic: odd n is cut off, its callees (n - 1 even) are not. */
static long walk(int n) {
  if (n < 1) return 0;
  long a, b;
  #pragma nano task if(n % 2 == 0)
  a = walk(n - 1);
  #pragma nano task if(n % 2 == 0)
  b = walk(n - 3);
  return a + b + 1;
}
// CHECK: static long walk(int n) { if (!(n % 2 == 0)) { return nano_seq_walk_[[W:[0-9]+]](n); } return nano_par_walk_[[W]](n); }
// CHECK: static long nano_seq_walk_[[W]](int n) {
// CHECK: a = walk(n - 1);
// CHECK: b = walk(n - 3);
// EXPLAIN: task-cutoff-clone.c:36:13: remark: calls of 'walk' run its sequential elision when !(n % 2 == 0) (every if() cut-off holds at entry); 0 recursive calls in it keep the cut-off and call that copy directly

/* The condition reads a local: not decidable at entry. */
static void fill(int *v, int n) {
  int big = n > 64;
  #pragma nano task if(big)
  v[0] = n;
  v[1] = n;
}
// EXPLAIN: task-cutoff-clone.c:52:13: remark: 'fill' has no sequential copy for its if() cut-offs: the if() clause at line 54 cannot be decided at entry: 'big' is not a parameter read only by value
// CHECK-NOT: nano_seq{{_}}fill

/* A parameter written in the body is not invariant. */
static void shrink(int *v, int n) {
  #pragma nano task if(n > 4)
  v[0] = n;
  n = n - 1;
  v[1] = n;
}
// EXPLAIN: task-cutoff-clone.c:62:13: remark: 'shrink' has no sequential copy for its if() cut-offs: the if() clause at line 63 cannot be decided at entry: 'n' is not a parameter read only by value

int main(void) {
  int w[4];
  fill(w, 100);
  shrink(w + 2, 8);
  printf("%ld %ld %d %d %d %d\n", fib(24, 12), walk(20), w[0], w[1], w[2], w[3]);
  return 0;
}
