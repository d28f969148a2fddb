// Constructors and destructors of user classes run code: what their bodies (and
// initialisers, and the destructors of fields) access through pointer and
// reference parameters, and the globals they use, orders them with tasks like a
// call would. A constructor that only fills its own object orders nothing.
// Before: `Grid g(v);` after a task writing v ran at once (a race), as did
// `new`, `delete` of what a task reads, a temporary's destructor, and a
// guard's destructor at the end of its block.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %translate %s --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

int scale = 1;
struct Grid {
  int *cells;
  explicit Grid(int *v) : cells(v) { v[0] = 42; }
};
struct Reader {
  int first;
  explicit Reader(const int *v) : first(v[0] * scale) {}
};
struct Counter {
  explicit Counter(int &n) { n += 1; }
};
struct Pair {
  int a, b;
  Pair(int *x, int *y) : a(*x), b(*y) { *x = 0; }
};
struct Derived : Grid {
  explicit Derived(int *v) : Grid(v) {}
};
struct Point {
  int x, y;
  Point(int x, int y) : x(x), y(y) {}
};
struct Guard {
  int *sink;
  explicit Guard(int *s) : sink(s) {}
  ~Guard() { *sink += 100; }
};
struct Holder {
  Guard g;
  explicit Holder(int *s) : g(s) {}
};
struct Box {
  int v[64];
};

static void fill(int *v, int n, int k) {
  for (int r = 0; r < 2000; r++)
    for (int i = 0; i < n; i++) v[i] = k + i + r % 2;
}
static void set_scale(int k) { scale = k; }
static void sum(const Box *b, int *out) {
  int s = 0;
  for (int i = 0; i < 64; i++) s += b->v[i];
  *out = s;
}

int main() {
  int v[100], w[100], z = 0;
  // WARN-NOT: warning
  #pragma nano task
  fill(v, 100, 1);
  Grid g(v);
  // CHECK: nano_wait_handle_(&nano_h_[[T1:[0-9]+]]); Grid g(v);
  // EXPLAIN: task-constructors.cpp:[[@LINE-2]]:3: remark: wait inserted here: this statement writes 'v' which a task writes
  #pragma nano task
  fill(w, 100, 2);
  Reader r{w};
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); Reader r{w};
  #pragma nano task
  set_scale(3);
  Reader r2(v);
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); Reader r2(v);
  // EXPLAIN: task-constructors.cpp:[[@LINE-2]]:3: remark: wait inserted here: this statement reads 'scale' which a task writes
  #pragma nano task
  z = 5;
  Counter c(z);
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); Counter c(z);
  int q1 = 0, q2 = 0;
  #pragma nano task
  q1 = 7;
  Pair pp{&q1, &q2};
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); Pair pp{&q1, &q2};
  #pragma nano task
  fill(v, 100, 3);
  Derived d(v);
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); Derived d(v);
  #pragma nano task
  fill(w, 100, 4);
  Point pt(1, 2);
  // CHECK-NOT: nano_wait_handle_(&nano_h_{{[0-9]+}}); Point pt
  // CHECK: Point pt(1, 2);
  Grid *gp = new Grid(w);
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); Grid *gp = new Grid(w);
  Box *b = new Box();
  for (int i = 0; i < 64; i++) b->v[i] = i;
  int s = 0;
  #pragma nano task
  sum(b, &s);
  delete b;
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); delete b;
  // EXPLAIN: task-constructors.cpp:[[@LINE-2]]:3: remark: wait inserted here: this statement writes '*b' which a task reads
  int sink = 0;
  #pragma nano task
  fill(&sink, 1, 5);
  Guard{&sink};
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); Guard{&sink};
  int sunk = 0, held = 0;
  {
    Guard guard(&sunk);
    #pragma nano task
    fill(&sunk, 1, 6);
    Holder h(&held);
    #pragma nano task
    fill(&held, 1, 7);
  }
  // CHECK: Holder h(&held);
  // CHECK: nano_create(nano_task_{{[0-9]+}},
  // CHECK-NEXT: nano_wait_handles_({&nano_h_{{[0-9]+}}, &nano_h_{{[0-9]+}}}, false); }
  std::printf("%d %d %d %d %d %d %d %d %d %d %d %d\n", g.cells[1], r.first, r2.first, z, pp.a,
              d.cells[0], pt.x, gp->cells[0], s, sink, sunk, held);
  delete gp;
  return 0;
}
