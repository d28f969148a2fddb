// A callee's subscript that cannot be bounded makes its parameter's access
// unbounded, whatever its other accesses: the task registers the argument's
// whole object and says why (probe5 D4: such subscripts were assumed inside the
// callee's bounded sections, so writes beyond them, before them, and the reads of
// a scan past them were not registered and the creator did not wait).
// RUN: %translate %s > %t.c 2>/dev/null
// RUN: %FileCheck %s < %t.c
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c

static void fill_then_append(long *v, int n, const int *tail) {
  for (int i = 0; i < n; i++) v[i] = i;
  int k = 0;
  while (tail[k]) k++;
  v[n + k] = 99;
}
static void fill_then_mark_before(long *v, int n, const int *d) {
  for (int i = 0; i < n; i++) v[i] = 1;
  int k = 0;
  while (d[k]) k++;
  v[-k] = 77;
}
static long sum_with_tail(const long *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  int k = n;
  while (v[k] != -1) s += v[k++];
  return s;
}

long run(long *p, int m) {
  long appended[16] = {0}, marked[20] = {0}, scanned[16] = {1, -1};
  int tail[] = {1, 1, 0};
  #pragma nano task
  fill_then_append(appended, 8, tail);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(appended), (size_t)128);
  // EXPLAIN: summary-unbounded-subscripts.c:[[@LINE-2]]:3: remark: task write 'appended' ('v[n + k]' in 'fill_then_append' at summary-unbounded-subscripts.c:15 cannot be bounded: the subscript depends on 'k', which changes inside 'fill_then_append')
  #pragma nano task
  fill_then_mark_before(marked + 10, 5, tail);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(marked), (size_t)160);
  // EXPLAIN: summary-unbounded-subscripts.c:[[@LINE-2]]:3: remark: task write 'marked + 10' ('v[-k]' in 'fill_then_mark_before' at summary-unbounded-subscripts.c:21 cannot be bounded: the subscript depends on 'k', which changes inside 'fill_then_mark_before')
  long r;
  #pragma nano task
  r = sum_with_tail(scanned, 1);
  // CHECK: nano{{_}}access(nano_t_, NANO_IN, (const void *)(const char *)&(scanned), (size_t)128);
  #pragma nano task
  fill_then_append(p, m, tail);
  // EXPLAIN: summary-unbounded-subscripts.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the region accessed through 'p' cannot be bounded; add an in/out/inout clause naming it
  return r + appended[11] + marked[8] + p[0];
}
