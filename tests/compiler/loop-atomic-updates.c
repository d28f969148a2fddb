// A loop whose iterations update a shared variable only through atomic
// operations (`atomic_fetch_add(&hits, x)`) does not race on it, but the
// updates happen in any order: without `independent` the loop is refused with
// a note saying so; with it, the loop runs in parallel (before: refused even
// with `independent`, as any scalar written by every iteration).
// E2E
// RUN: not %translate %s -- -DREFUSED 2>&1 >/dev/null | %FileCheck %s --check-prefix=REFUSED
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=ACCEPTED
#include <stdatomic.h>
#include <stdio.h>

atomic_long hits;
_Atomic int last;

int main(void) {
#ifdef REFUSED
  #pragma nano loop
  for (int i = 0; i < 1000; i++) atomic_fetch_add(&hits, i);
  // REFUSED: loop-atomic-updates.c:[[@LINE-1]]:34: error: loop-carried dependence on 'hits': it is written in one iteration and read in another, and it is not a recognised reduction
  // REFUSED: note: every access to 'hits' is an atomic operation, so iterations running at once do not race on it, but they update it in any order: if the loop's result does not depend on that order (additions, 'atomic_fetch_add' whose result is unused), add 'independent' to the pragma
#endif
  #pragma nano loop independent
  for (int i = 0; i < 1000; i++) atomic_fetch_add(&hits, i);
  // ACCEPTED: loop-atomic-updates.c:[[@LINE-1]]:3: remark: loop runs in parallel
  printf("%ld\n", atomic_load(&hits));
  return 0;
}
