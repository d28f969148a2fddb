// Access clauses naming lvalues through parenthesised operands: `*(p + 1)`,
// `(a + 4)[0:2]`, `(*pp)[0:2]`, `(*s).d[6:2]`, `(*(s->d + 5))`. Each is read
// as the selectors on its variable (`p[1]`, `a[4:2]`, `pp[0][0:2]`, ...), so
// it registers exactly that memory, and the tasks, whose calls go through a
// function pointer the compiler cannot see into, are ordered by the clauses
// alone. `**pp` is `*pp[0]`. A parenthesised part that is no lvalue is an error.
// E2E
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DBAD 2>&1 | %FileCheck %s --check-prefix=BAD
#include <stdio.h>

struct box { int *d; int n; };

static void set_one(int *p) { p[1] = 5; }
static void bump_two(int *p) { p[0] += 1; p[1] += 1; }
static void fill_two(int **pp) { (*pp)[0] = 7; (*pp)[1] = 8; }
static void fill_box(int **pp) { int *d = *pp; d[5] = 9; d[6] = 1; d[7] = 2; }

static void (*volatile one_op)(int *) = set_one;
static void (*volatile two_op)(int *) = bump_two;
static void (*volatile fill_op)(int **) = fill_two;
static void (*volatile box_op)(int **) = fill_box;

int main(void) {
  int a[8] = {0};
  int *p = a + 2;
  int *q = a;
  int **pp = &q;
  struct box b = {a, 8}, *s = &b;
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)&(p[1]), sizeof(p[1]));
  #pragma nano task out(*(p + 1))
  one_op(p);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&(a)[4], (size_t)(2) * sizeof((a)[0]));
  #pragma nano task inout((a + 4)[0:2])
  two_op(a + 4);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)&(pp[0])[0], (size_t)(2) * sizeof((pp[0])[0]));
  #pragma nano task out((*pp)[0:2])
  fill_op(pp);
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)&(s->d)[6], (size_t)(2) * sizeof((s->d)[0]));
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)&(s->d[5]), sizeof(s->d[5]));
  #pragma nano task out((*s).d[6:2], (*(s->d + 5))) in(**pp)
  box_op(&s->d);
  printf("%d %d %d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
  return 0;
}

#ifdef BAD
void bad(int *p) {
  // BAD: task-clause-parenthesized.c:[[@LINE+1]]:25: error: cannot parse access '(p + 1)': '(p + 1)' is a pointer, not an lvalue: write '*(...)' or a subscript; expected an lvalue
  #pragma nano task out((p + 1))
  *p = 1;
  // BAD: task-clause-parenthesized.c:[[@LINE+1]]:24: error: cannot parse access '((char *)p)[0]': a cast ('(char *)') names no variable: name the one it converts; expected an lvalue
  #pragma nano task in(((char *)p)[0])
  *p = 2;
}
#endif
