// Statements of a parallel block written by macros (bb79 20, 21, 22):
// - one invocation writing two statements (`BOTH(a, b)` for `add1(a, N);
//   add1(b, N);`) was two nodes sharing one text: only the second was created,
//   with the whole invocation as its body, and the next statement waited for
//   the first's handle, never created: it read `a` while the task wrote it.
//   Such statements now stay together in the creating nano-thread, as written
//   (one node `BOTH(a, b)` in the HTG);
// - an `if` a macro writes (`IF_POS(v, s)`) was split into conditional nodes
//   whose condition was the invocation, and did not compile: it is one node;
// - a `for` a macro writes (`FOR_EACH(i, n)`) became a parallel loop node
//   whose bounds were the invocation, and did not compile: it is kept as a
//   statement.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s --emit-htg %t.json > /dev/null 2>&1
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck %s --check-prefix=HTG
// E2E
#include <stdio.h>

#define N 100000
#define BOTH(x, y) add1(x, N); add1(y, N);
#define IF_POS(v, s) if ((v) > 0) s
#define FOR_EACH(i, n) for (int i = 0; i < (n); i++)

static void add1(long *v, int n) { for (int r = 0; r < 4; r++) for (int i = 0; i < n; i++) v[i] += 1; }
static long sum(const long *v, int n) { long s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
static long a[N], b[N], c[N];

int main(void) {
  long sa = 0, sb = 0;
  #pragma nano parallel
  {
    BOTH(a, b)
    // EXPLAIN: parallel-macro-statements.c:[[@LINE-1]]:5: remark: these 2 statements are written by one macro invocation, whose text cannot be split among nodes: they run in the creating nano-thread, in order
    sa = sum(a, N);
    IF_POS(sa, sb = sum(b, N));
    // EXPLAIN: parallel-macro-statements.c:[[@LINE-1]]:5: remark: this 'if' is not split into conditional nodes: a macro writes it
    FOR_EACH(i, N) c[i] = a[i] + b[i];
  }
  // HTG: | | simple [[BOTH:s[0-9]+]] R a b W a b cost : BOTH(a, b)
  // HTG: | | simple {{[ns][0-9]+}} R a W sa cost : sa = sum(a, N);
  // HTG: -> [[BOTH]] {{[ns][0-9]+}} data a
  printf("%ld %ld %ld\n", sa, sb, sum(c, N));
  return sa == 4L * N && sb == 4L * N ? 0 : 1;
}
