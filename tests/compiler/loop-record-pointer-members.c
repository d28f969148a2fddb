// A loop body calling a function that takes a struct (by pointer or by value)
// and uses it only to read its integer fields and to reach the elements of its
// pointer members (`g->data[y * g->w + x] = v`, or `g->data + y * g->w` passed
// on) reaches those elements, its parameters replaced by the arguments and
// `g->w` by the argument's field: iterations that touch distinct elements run
// in parallel. A function that touches elements another iteration touches,
// changes a field, writes through a character member (which may hold any
// object's bytes) or replaces a pointer keeps the loop sequential with an error.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DREFUSED 2>&1 | %FileCheck %s --check-prefix=REFUSED
#include <stdio.h>
#include <stdlib.h>

struct grid {
  int w, h;
  double *data;
  char *name;
  int done;
};

static void setRow(struct grid *g, int y) {
  for (int x = 0; x < g->w; ++x) g->data[y * g->w + x] = y * 100.0 + x;
}
static void fill(double *d, int n, double v) {
  for (int i = 0; i < n; ++i) d[i] += v;
}
static void addRow(struct grid *g, int y) { fill(g->data + y * g->w, g->w, 0.5); }
static void scaleRow(struct grid g, int y) {
  for (int x = 0; x < g.w; ++x) g.data[y * g.w + x] *= 2;
}
static void rows(struct grid *g) {
  #pragma nano loop
  for (int y = 0; y < g->h; ++y) setRow(g, y);
  // EXPLAIN: loop-record-pointer-members.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
}
#ifdef REFUSED
static void smear(struct grid *g, int y) {
  for (int x = 0; x < g->w; ++x) g->data[y * g->w + x] += g->data[(y + 1) * g->w + x];
}
static void widen(struct grid *g, int y) { g->data[y] = 0; g->w = y; }
static void label(struct grid *g, int y) { g->name[y] = 'a'; }
static void redirect(struct grid *g, int y) { g->data[y] = 1; g->data = g->data + 1; }
static void count(struct grid *g, int *n, int y) { g->data[y] = 1; *n += 1; }
#endif

int main(void) {
  struct grid g = {8, 6, calloc(8 * 7, sizeof(double)), calloc(8, 1)};
  rows(&g);
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) addRow(&g, y);
  // EXPLAIN: loop-record-pointer-members.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) scaleRow(g, y);
  // EXPLAIN: loop-record-pointer-members.c:[[@LINE-1]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef REFUSED
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) smear(&g, y);
  // REFUSED: loop-record-pointer-members.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: the read/write of 'g.data[y * g.w:g.w]' in 'smear(&g, y)' and the read of 'g.data[(y + 1) * g.w:g.w]' in 'smear(&g, y)' may access the same element of 'g.data' in different iterations of the loop over 'y' at line [[@LINE-1]]; if no two iterations access the same memory, add 'independent' to the pragma
  // REFUSED: loop-record-pointer-members.c:[[@LINE-2]]:33: note: read/write of 'g.data[y * g.w:g.w]' in 'smear(&g, y)' here
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) widen(&g, y);
  // REFUSED: loop-record-pointer-members.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'g', which the loop may modify through 'widen(&g, y)'
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) label(&g, y);
  // REFUSED: loop-record-pointer-members.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'g', which the loop may modify through 'label(&g, y)'
  #pragma nano loop
  for (int y = 0; y < g.h; ++y) redirect(&g, y);
  // REFUSED: loop-record-pointer-members.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'g', which the loop may modify through 'redirect(&g, y)'
  // Another argument reaches g too (its field `done`): g is not followed.
  #pragma nano loop
  for (int y = 0; y < 6; ++y) count(&g, &g.done, y);
  // REFUSED: loop-record-pointer-members.c:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'count(&g, &g.done, y)' may access any memory ('count' accesses memory through 'g->data'); if no two iterations access the same memory, add 'independent' to the pragma
  // REFUSED: 5 errors generated.
#endif
  double s = 0;
  for (int i = 0; i < g.w * g.h; ++i) s += g.data[i];
  printf("cells %.1f\n", s);
  free(g.data);
  free(g.name);
  return 0;
}
