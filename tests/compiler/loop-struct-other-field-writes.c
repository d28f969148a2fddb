// A loop body writing one field of a struct variable (`b.pos[i] = i`) leaves
// its other fields as they were: the elements reached through its pointer
// field (`b.mass[i]`) are still the same section of the same buffer, and the
// iterations run in parallel. Writing the pointer field itself, or taking the
// struct's address, still makes the pointer change inside the statement.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DREFUSED 2>&1 | %FileCheck %s --check-prefix=REFUSED
#include <stdio.h>
#include <stdlib.h>

struct body {
  double *mass;
  int pos[100];
  int n;
};

#ifdef REFUSED
static void touch(struct body *b) { b->n++; }
#endif

int main(void) {
  struct body b;
  b.mass = malloc(sizeof(double) * 100);
  b.n = 100;
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    b.pos[i] = i;
    b.mass[i] = b.pos[i] * 0.5 + b.n;
  }
  // EXPLAIN: loop-struct-other-field-writes.c:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_for)
#ifdef REFUSED
  double *other = malloc(sizeof(double) * 100);
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    b.mass = other;
    b.mass[i] = i;
  }
  // REFUSED: loop-struct-other-field-writes.c:[[@LINE-2]]:5: error: cannot prove that iterations are independent: 'b.mass[i]' may access any memory (the pointer 'b.mass' changes inside the statement)
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    touch(&b);
    b.mass[i] = i;
  }
  // REFUSED: loop-struct-other-field-writes.c:[[@LINE-2]]:5: error: cannot prove that iterations are independent: 'b.mass[i]' may access any memory (the pointer 'b.mass' changes inside the statement)
#endif
  double s = 0;
  long p = 0;
  for (int i = 0; i < 100; i++) s += b.mass[i], p += b.pos[i];
  printf("%g %ld\n", s, p);
  free(b.mass);
  return 0;
}
