// A call through a function pointer reaches, in a file that defines main, one of
// the functions of the pointer's type whose address the file takes: the task has
// their accesses and runs as a nano-thread (review29 t21: it ran in the creating
// nano-thread, "may access any memory"). Without main a pointer may come from
// another file: the call has the default of a function without a body, which
// keeps the task in its creator.
// RUN: %translate %s --explain > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err --implicit-check-not=warning:
// RUN: %translate %s --explain -- -DLIBRARY > /dev/null 2> %t.lib
// RUN: %FileCheck %s --check-prefix=LIBRARY < %t.lib

typedef long (*unary)(long);
long total;
static long cube(long x) { return x * x * x; }
static long twice(long x) { return 2 * x; }
static long bump(long x) { total += x; return total; }
static void keep(unary u) { (void)u; }

long use(unary f, long *out) {
  long a, b;
  #pragma nano task
  a = f(3);
  // CHECK: task-function-pointer-targets.c:[[@LINE-1]]:3: remark: task write 'a'
  // CHECK: task-function-pointer-targets.c:[[@LINE-2]]:7: remark: task read/write 'total' through 'f(3)'
  // LIBRARY: task-function-pointer-targets.c:[[@LINE-3]]:7: remark: assumed any memory may be accessed: 'f' is a function pointer whose targets the file does not name
  // LIBRARY: task-function-pointer-targets.c:[[@LINE-4]]:3: warning: task runs in the creating nano-thread: the memory reached through 'f(3)' cannot be bounded; name the memory it accesses in an in/out/inout clause
  #pragma nano task
  b = f(4);
  *out = a + b;
  return total;
}

#ifndef LIBRARY
int main(int argc, char **argv) {
  (void)argv;
  long out;
  keep(twice);
  return (int)use(argc > 3 ? cube : bump, &out);
}
#endif
