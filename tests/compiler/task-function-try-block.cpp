// The directives of a function whose body is a function-try-block are lowered
// in its try block, as in a try statement: the try block declares the task
// handles, guards against unwinding and waits for the tasks at its end, so an
// exception a task throws reaches the function's handler, which sees what the
// tasks wrote. Before: "'#pragma nano task' ignored: the function's body is a
// function-try-block", and the statements ran in order. A constructor's
// function-try-block (its handler also catches the member initialisers'
// exceptions) and a directive inside a handler keep the warning.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <stdexcept>

static long work(long x) {
  if (x < 0) throw std::invalid_argument("negative");
  long s = 0;
  for (long i = 0; i < x * 50; i++) s += i % 7;
  return s;
}

static long pair(long n) try {
  long a = 0, b = 0;
  #pragma nano task
  a = work(n);
  #pragma nano task
  b = work(n - 3);
  return a + b;
} catch (const std::invalid_argument &) {
  return -1;
}
// CHECK-LABEL: static long pair(long n) try {nano_task *nano_h_1 = nullptr; nano_task *nano_h_2 = nullptr;
// CHECK: try { { void *nano_p_; nano_task *nano_t_ = nano_create(nano_task_1,
// CHECK: nano_t_ = nano_create(nano_task_2,
// CHECK: nano_wait_handles_({&nano_h_1, &nano_h_2}, false); return a + b;
// CHECK-NEXT: nano_wait_handles_({&nano_h_1, &nano_h_2}, false); } catch (...) { nano_rethrow_first_(); } } catch (const std::invalid_argument &) {

static void twice(long *out, int n) try {
  for (int i = 0; i < n; i++) {
    #pragma nano task
    out[i] = work(i);
  }
  if (n > 8) throw std::length_error("too many");
} catch (const std::length_error &) {
  #pragma nano task
  out[0] = -work(1);
  // WARN: task-function-try-block.cpp:[[@LINE-2]]:16: warning: '#pragma nano task' ignored: it is in a handler of a function-try-block; to run it in parallel, put the try statement inside the function's braces ('{ try { ... } catch (...) { ... } }'); the statement runs sequentially
}
// CHECK-LABEL: static void twice(long *out, int n) try {
// CHECK-NEXT: try { for (int i = 0; i < n; i++) {
// CHECK: nano_t_ = nano_create(nano_task_3,
// CHECK: if (n > 8) throw std::length_error("too many");
// CHECK-NEXT: nano_wait_all_(); } catch (...) { nano_rethrow_first_(); } } catch (const std::length_error &) {
// CHECK-NOT: nano_create
// CHECK: out[0] = -work(1);

struct Table {
  long cells[4];
  explicit Table(long base) try : cells{0, 0, 0, 0} {
    for (int i = 0; i < 4; i++) {
      #pragma nano task
      cells[i] = work(base + i);
      // WARN: task-function-try-block.cpp:[[@LINE-2]]:20: warning: '#pragma nano task' ignored: the body of a constructor or destructor is a function-try-block; to run it in parallel, put the try statement inside the function's braces ('{ try { ... } catch (...) { ... } }'); the statement runs sequentially
    }
  } catch (...) {
  }
};
// WARN-NOT: warning:

int main() {
  long out[10] = {0};
  twice(out, 6);
  twice(out, 10);
  Table t(2);
  std::printf("%ld %ld %ld %ld %ld %ld\n", pair(5), pair(1), out[0], out[5], out[9], t.cells[3]);
  return 0;
}
