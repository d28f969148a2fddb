// The C library's string functions stay in the array their pointer decays
// from: `strcpy(lab[i], s)`, `strcat(lab[i], s)`, `sprintf(msg[i], ...)` write
// (and strcat, strlen read) the row `lab[i]`, an affine section; sscanf's
// pointer arguments after the format are one object each (`&vals[i]`, an int).
// Loops formatting or parsing one row per iteration are parallel (see
// loop-string-rows-overlap.c for rows that overlap between iterations).
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -n 'error:\|warning:' %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s -- -O2 -D_FORTIFY_SOURCE=2 > %t.o2.c 2> %t.o2.err
// RUN: not grep -n 'error:\|warning:' %t.o2.err
#include <stdio.h>
#include <string.h>

#define N 100
static char lab[N][16], msg[N][40], lines[N][12];
static int vals[N];
static double ratio[N];
static size_t lens[N];

int main(void) {
  for (int i = 0; i < N; i++) snprintf(lines[i], sizeof lines[i], "%d %d", i * 7, i % 5);
  #pragma nano loop
  for (int i = 0; i < N; i++) strcpy(lab[i], "x");
  // EXPLAIN: loop-string-rows.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < N; i++) strcat(lab[i], "yz");
  // EXPLAIN: loop-string-rows.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < N; i++) sprintf(msg[i], "n%d-%s", i, lab[i]);
  // EXPLAIN: loop-string-rows.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < N; i++) {
    int a = 0, b = 1;
    if (sscanf(lines[i], "%d %d", &a, &b) == 2) vals[i] = a + b;
    sscanf(lines[i], "%lf", &ratio[i]);
    lens[i] = strlen(msg[i]);
  }
  // EXPLAIN: loop-string-rows.c:[[@LINE-6]]:3: remark: loop runs in parallel (nano_parallel_for)
  long t = 0;
  double r = 0;
  for (int i = 0; i < N; i++) t += vals[i] + (long)lens[i], r += ratio[i];
  printf("%s %s %s %ld %g\n", lab[3], msg[7], msg[N - 1], t, r);
  return 0;
}
