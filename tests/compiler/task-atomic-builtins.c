// The atomic builtins access the object their pointer operand points to: a
// load reads it, the others (store, exchange, fetch-and-op, compare-exchange)
// read and write it; compare-exchange also writes the expected value. A later
// `atomic_load(&at)` waits for the task updating `at` (before: the builtins
// were taken to access nothing, so the creator read `at` while the task ran,
// and printed 0 instead of 5 in about one run in five). The legacy `__sync_*`
// builtins access the object their first argument points to.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %FileCheck %s --check-prefix=TASKS < %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdatomic.h>
#include <stdio.h>

static long spin(long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += i % 3;
  return s;
}

int main(void) {
  _Atomic int at = 0;
  atomic_long total = 0;
  int plain = 1, old = 0, expected = 0;
  #pragma nano task
  at += 5;
  // EXPLAIN: task-atomic-builtins.c:[[@LINE+2]]:3: remark: task read/write 'total' through 'atomic_fetch_add(&total, spin(1000))'
  #pragma nano task
  atomic_fetch_add(&total, spin(1000));
  #pragma nano task
  __atomic_store_n(&plain, 7, __ATOMIC_RELEASE);
  // EXPLAIN: task-atomic-builtins.c:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'at' through 'atomic_load(&at)' which a task writes
  printf("%d\n", atomic_load(&at));
  // EXPLAIN: task-atomic-builtins.c:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'total' through 'atomic_load(&total)' which a task writes
  printf("%ld\n", atomic_load(&total));
  // EXPLAIN: task-atomic-builtins.c:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'plain' through '__atomic_load_n(&plain, __ATOMIC_ACQUIRE)' which a task writes
  printf("%d\n", __atomic_load_n(&plain, __ATOMIC_ACQUIRE));
  #pragma nano task
  old = __atomic_exchange_n(&plain, 9, __ATOMIC_SEQ_CST);
  #pragma nano task
  atomic_compare_exchange_strong(&at, &expected, 11);
  // EXPLAIN: task-atomic-builtins.c:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'old' which a task writes
  printf("%d %d %d %d\n", old, plain, atomic_load(&at), expected);
  // The legacy __sync builtins: the object their first argument points to (before:
  // any memory, and the task ran in the creating nano-thread with a warning).
  int hits = 0;
  // TASKS: task-atomic-builtins.c:[[@LINE+2]]:24: remark: task read/write '&hits'
  #pragma nano task
  __sync_fetch_and_add(&hits, 3);
  __sync_synchronize();
  // EXPLAIN: task-atomic-builtins.c:[[@LINE+1]]:3: remark: wait inserted here: this statement writes 'hits' through '__sync_fetch_and_add(&hits, 0)' which a task writes
  printf("%d\n", __sync_fetch_and_add(&hits, 0));
  return 0;
}
// WARN-NOT: warning
