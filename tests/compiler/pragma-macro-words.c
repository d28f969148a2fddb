// Directive and clause names are words of the language, read before macro
// expansion: a program's macros named `task`, `loop`, `wait`, `out`, `in`,
// `cost`, `label`, `schedule`, `reduction` (annotation macros such as `in` and
// `out` are common) were expanded inside the pragma, which then named an
// unknown directive or clause (bb79 1, 2). Clause arguments are still
// expanded (`if(n > CUTOFF)`, `cost(WORK)`), and so is an object-like macro
// giving whole clauses (`DEPS`), whose clause names are read unexpanded too
// (bb80 4: `in` inside DEPS became IN_), or nothing (`NO_CLAUSES`).
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -Wno-unused-macros -I %runtime_include %t.c
// E2E
#include <stdio.h>

#define task do_task
#define loop do_loop
#define wait do_wait
#define in IN_
#define out OUT_
#define inout INOUT_
#define cost COST_
#define label LABEL_
#define schedule SCHEDULE_
#define reduction REDUCTION_
#define independent INDEPENDENT_
#define CUTOFF 2
#define WORK 5000
#define NAME "fill"
#define DEPS in(a[0:8]) out(b[0:8])
#define NO_CLAUSES

static void fill(long *v, int n, long k) { for (int i = 0; i < n; i++) v[i] = k + i; }
static void twice(const long *a, long *b, int n) { for (int i = 0; i < n; i++) b[i] = 2 * a[i]; }

int main(int argc, char **argv) {
  (void)argv;
  long a[8], b[8], c[64], s = 0;
  int n = argc + 3;
  // EXPLAIN-DAG: pragma-macro-words.c:[[@LINE+1]]:25: remark: task write 'a[0:8]' (named in a clause)
  #pragma nano task out(a[0:8]) if(n > CUTOFF) cost(WORK) label(NAME)
  fill(a, 8, 1);
  // (at the macro's definition, where the clause is written)
  // EXPLAIN-DAG: pragma-macro-words.c:29:17: remark: task read 'a[0:8]' (named in a clause)
  #pragma nano task DEPS NO_CLAUSES
  twice(a, b, 8);
  #pragma nano task inout(b[0:8])
  fill(b, 4, b[7]);
  #pragma nano wait
  // EXPLAIN-DAG: pragma-macro-words.c:[[@LINE+2]]:3: remark: loop runs in parallel (nano_parallel_reduce)
  #pragma nano loop schedule(fixed, 8) reduction(+: s) independent
  for (int i = 0; i < 64; i++) {
    c[i] = i;
    s += i;
  }
  printf("%ld %ld %ld\n", b[3], b[7], s + c[63]);
  return b[3] == 19 && s == 2016 ? 0 : 1;
}
