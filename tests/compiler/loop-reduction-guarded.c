// A min/max reduction whose condition also holds guards not reading the
// variable (review29 x49); a guard after the compare runs only when the
// variable improves, so it must have no side effects (review31).
// RUN: not %translate %s --explain 2>&1 | %FileCheck %s --implicit-check-not=error:
int a[1000], record[1000];
int first_match(void) {
  int first = 1000;
  #pragma nano loop
  for (int i = 0; i < 1000; ++i) if (a[i] % 7 == 5 && i < first) first = i;
  // CHECK: loop-reduction-guarded.c:[[@LINE-1]]:3: remark: reduction on 'first' with operator 'min'
  return first;
}
int pure_guard_after(void) {
  int m = 1 << 30;
  #pragma nano loop
  for (int i = 0; i < 1000; ++i) if (a[i] < m && a[i] > 0) m = a[i];
  // CHECK: loop-reduction-guarded.c:[[@LINE-1]]:3: remark: reduction on 'm' with operator 'min'
  return m;
}
int side_effect_after(void) {
  int m = 1 << 30;
  #pragma nano loop
  for (int i = 0; i < 1000; ++i) if (a[i] < m && (record[i] = 1)) m = a[i];
  // CHECK: loop-reduction-guarded.c:[[@LINE-1]]:67: error: loop-carried dependence on 'm'
  return m;
}
