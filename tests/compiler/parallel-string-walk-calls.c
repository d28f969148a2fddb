// A call whose callee walks a string to its NUL ('while ((*d++ = *s++)) ;')
// is one notion in both paths: under '#pragma nano task' it is a task, and as
// a statement of a parallel block it is a node, ordered with the statements
// that touch the walked objects (probe3 B16: the block's statement "could not
// be bounded" and ran in the creating nano-thread). The program's output is
// compared with its sequential elision (E2E).
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN --implicit-check-not=warning: < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>
static int spin(int v) { for (int i = 0; i < 100000; i++) v = (v * 31 + i) % 1003; return v; }
static void put(char *d, const char *s) { spin(1); while ((*d++ = *s++)) ; }
static void put2(char *d, const char *s) { while (*s) *d++ = *s++; *d = 0; }
static int len(const char *s) { int n = 0; while (s[n]) n++; return n; }
struct rec { int id; char name[12]; char tag[12]; };

int main(void) {
  char grid[3][8] = { "abc", "defg", "hi" }, buf[8] = "", *p = buf;
  struct rec r = { 1, "alpha", "tg" };
  int l0, l1, l2;
  #pragma nano task
  put(grid[2], "xyz12");
  #pragma nano task
  put(r.tag, r.name);
  l0 = len(grid[2]) + len(r.tag);
  #pragma nano parallel
  {
    put(grid[1], "uvw");
    // CHECK: nano_t_ = nano_create(nano_task_3,{{.*}}nano_set_label(nano_t_, "put");
    // CHECK: nano_t_ = nano_create(nano_task_4,{{.*}}if (nano_h_3) nano_precede(nano_h_3, nano_t_); nano_set_label(nano_t_, "len");
    // EXPLAIN-DAG: parallel-string-walk-calls.c:[[@LINE+1]]:5: remark: arc node 3 -> node 4 on 'put(grid[1], "uvw")'
    l1 = len(grid[1]);
    put(r.name, "beta");
    put2(p, "w");
    l2 = len(r.name) + len(buf);
    put(grid[0], r.tag);
    // EXPLAIN-DAG: parallel-string-walk-calls.c:[[@LINE-1]]:5: remark: arc node 7 -> node 8 on 'r'
    // EXPLAIN-DAG: parallel-string-walk-calls.c:[[@LINE-3]]:5: remark: arc node 5 -> node 7 on 'put(r.name, "beta")'
    // EXPLAIN-DAG: parallel-string-walk-calls.c:[[@LINE-4]]:5: remark: arc node 6 -> node 7 on 'put2(p, "w")'
  }
  printf("%d %d %d %s %s %s %s %s\n", l0, l1, l2, grid[0], grid[1], grid[2], r.name, buf);
  return 0;
}
