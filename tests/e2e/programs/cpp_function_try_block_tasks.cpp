// cpp_function_try_block_tasks: the tasks of a function whose body is a
// function-try-block (`int f(...) try { ... } catch (...) { ... }`) are
// nano-threads of their own (each returns how many ran in the creating
// nano-thread: 0 in every build), waited for at the end of the try block, so
// an exception one of them throws reaches the function's handler, as in the
// sequential elision, and the handler sees everything the tasks wrote. Before:
// the directives were ignored with a warning and the statements ran in order.
// A constructor's function-try-block keeps that warning (its handler also
// catches the member initialisers' exceptions); its tasks run in order.
// E2E-EXTRA: nano_thread_probe.cpp
#include <cstdio>
#include <stdexcept>

#include "nano_thread_probe.h"

static int fill(int *v, int n, int base, void *creator) {
  int missed = probe_missed(creator);
  for (int i = 0; i < n; i++) v[i] = base + i;
  return missed;
}

static int check(int k, void *creator) {
  int missed = probe_missed(creator);
  if (k == 3) throw std::runtime_error("block 3 is bad");
  return missed;
}

static int blocks(int *a, int *b, int bad, int *missed) try {
  void *me = probe_current();
  int m1 = 0, m2 = 0, m3 = 0;
  #pragma nano task
  m1 = fill(a, 8, 1, me);
  #pragma nano task
  m2 = fill(b, 8, 100, me);
  #pragma nano task
  m3 = check(bad, me);
  *missed += m1 + m2 + m3;
  return a[7] + b[7];
} catch (const std::runtime_error &e) {
  std::printf("caught '%s' with a[7] %d b[7] %d\n", e.what(), a[7], b[7]);
  return -1;
}

static void twice(long *out, int n) try {
  for (int i = 0; i < n; i++) {
    #pragma nano task
    out[i] = 2L * i + 1;
  }
  if (n > 8) throw std::length_error("too many");
} catch (const std::length_error &e) {
  std::printf("caught '%s' with out[8] %ld\n", e.what(), out[8]);
}

struct Table {
  int cells[4];
  explicit Table(int base) try : cells{0, 0, 0, 0} {
    for (int i = 0; i < 4; i++) {
      #pragma nano task
      cells[i] = base * i;
    }
  } catch (...) {
  }
};

int main() {
  int a[8] = {0}, b[8] = {0}, missed = 0;
  void *me = probe_current();
  #pragma nano task
  missed = probe_missed(me); // a plain task: every translated build has the runtime
  std::printf("%d\n", blocks(a, b, 0, &missed));
  std::printf("%d\n", blocks(a + 0, b, 3, &missed));
  long out[10] = {0};
  twice(out, 6);
  twice(out, 10);
  std::printf("%ld %ld\n", out[5], out[9]);
  Table t(7);
  std::printf("%d %d\nmissed %d\n", t.cells[1], t.cells[3], missed);
  return 0;
}
