// The reduction clause names variables (LANGUAGE.md: 'reduction(op: var-list)'):
// an lvalue in it ('*sum', 'p->max', 's.total') is refused at the lvalue, with the
// rewrite to write instead: a local accumulator named in the clause and stored
// back after the loop (it was "expected 'operator: variable-list'", with no way
// forward). tests/e2e/programs/loop_reduction_lvalue_accumulator.c runs the rewrite.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
struct st { long total; int max; };

void explicit_lvalues(const int *a, int n, long *sum, struct st *p) {
  struct st s = {0, 0};
  #pragma nano loop reduction(+: *sum)
  for (int i = 0; i < n; i++) *sum += a[i];
  // CHECK: loop-reduction-clause-lvalues.c:[[@LINE-2]]:34: error: clause 'reduction' names variables, and '*sum' is not one: accumulate into a local variable instead (declare 'acc' of its type holding '*sum' before the loop, write 'reduction(+: acc)' and update 'acc' in the body, and store '*sum = acc;' after the loop)
  #pragma nano loop reduction(max: p->max)
  for (int i = 0; i < n; i++) if (a[i] > p->max) p->max = a[i];
  // CHECK: loop-reduction-clause-lvalues.c:[[@LINE-2]]:36: error: clause 'reduction' names variables, and 'p->max' is not one: accumulate into a local variable instead (declare 'acc' of its type holding 'p->max' before the loop, write 'reduction(max: acc)' and update 'acc' in the body, and store 'p->max = acc;' after the loop)
  #pragma nano loop reduction(+: n) reduction(*: s.total)
  for (int i = 0; i < n; i++) s.total *= a[i];
  // CHECK: loop-reduction-clause-lvalues.c:[[@LINE-2]]:50: error: clause 'reduction' names variables, and 's.total' is not one: accumulate into a local variable instead (declare 'acc' of its type holding 's.total' before the loop, write 'reduction(*: acc)' and update 'acc' in the body, and store 's.total = acc;' after the loop)
}
