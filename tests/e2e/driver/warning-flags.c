// Generated code compiles under the user's warning flags: a program that plain
// clang accepts with -Werror and a strict warning set is accepted by nanocc and
// by the plugin (the code they add is clean, or quiet where it is purely
// generated), and runs as its sequential elision.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -Wall -Wextra -Wconversion -Wsign-conversion -Wcast-qual -Wused-but-marked-unused -Wshadow -Wno-unknown-pragmas -Werror -O1 %s -o %t/elision
// RUN: %nanocc -Wall -Wextra -Wconversion -Wsign-conversion -Wcast-qual -Wused-but-marked-unused -Wshadow -Werror -O1 %s -o %t/app
// RUN: %clang -fplugin=%plugin -Wall -Wextra -Wconversion -Wsign-conversion -Wcast-qual -Wused-but-marked-unused -Wshadow -Werror -c %s -o %t/plugin.o
// Everything clang has, but the waits placed after a final `return` (unreachable).
// RUN: %clang -Weverything -Wno-unknown-pragmas -Wno-declaration-after-statement -Wno-unsafe-buffer-usage -Wno-padded -Werror -c %s -o %t/everything-elision.o
// RUN: %nanocc -Weverything -Wno-unknown-pragmas -Wno-declaration-after-statement -Wno-unsafe-buffer-usage -Wno-padded -Wno-unreachable-code -Werror -c %s -o %t/everything.o
// RUN: %t/elision > %t/expected
// RUN: %t/app > %t/got
// RUN: diff %t/expected %t/got
// RUN: %nanocc --keep -c %s -o %t/kept.o
// RUN: %clang -isystem %runtime_include -Wall -Wextra -Wconversion -Wcast-qual -Werror -fsyntax-only %t/warning-flags.nano.c
#include <stddef.h>
#include <stdio.h>

enum { N = 1000 };
static double b[N], c[N];
static const double table[64] = {1.0, 2.0, 3.0};
static const long scale = 3;

static double sum_table(const double *t, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += t[i];
  return s;
}

static void fill(double *v, size_t n, double x) {
  for (size_t i = 0; i < n; i++)
    v[i] = x + (double)i;
}

static long twice(long x) { return 2 * x; }

int main(void) {
  double r = 0;
  long t = 0;
  // IN accesses of const objects, an OUT of a named scalar.
#pragma nano task
  r = sum_table(table, 64);
#pragma nano task
  t = twice(scale);
  // A pointer range and a clause.
#pragma nano task
  fill(c, N / 2, 1.0);
#pragma nano task out(c[N / 2 : N / 2])
  fill(c + N / 2, N / 2, 2.0);
#pragma nano wait
  // A range whose length is unsigned (size_t n elements).
  size_t half = (size_t)N / 2;
#pragma nano task
  fill(b, half, 3.0);
#pragma nano wait
  // size_t loops counting down and up, an unsigned step, a reduction, schedules.
#pragma nano loop schedule(affinity)
  for (size_t s = N; s > 0; s--)
    b[s - 1] += 0.25;
#pragma nano loop schedule(fixed, 16)
  for (unsigned u = 0; u < N; u += 3u)
    b[u] += c[u];
  double total = 0;
#pragma nano loop reduction(+ : total) schedule(tss, 8, 2)
  for (int i = N - 1; i >= 0; i--)
    total += b[i];
  size_t last = 0;
#pragma nano loop
  for (last = 0; last < N; last++)
    c[last] = (double)last;
  printf("%.2f %ld %.2f %zu %.1f\n", r, t, total, last, c[N - 1]);
  return 0;
}
