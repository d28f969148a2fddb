// C++: an exception leaving a function (or a try block) that created tasks
// waits for them first: a guard is declared before the first statement that
// creates a task in the body and in each try block, and again after each local
// declared later in a block holding a task. Before, only the normal path
// waited: the tasks wrote a dead frame, or a handler read what they still wrote.
// No guard in a switch body, nor where a goto would jump over it (then one
// guard first thing in the body), nor without exceptions.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clang -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
// RUN: %translate %s -- -std=c++17 -fno-exceptions -DNOEXC > %t.noexc.cpp
// RUN: %FileCheck %s --check-prefix=NOEXC < %t.noexc.cpp
// RUN: %clang -fsyntax-only -std=c++17 -fno-exceptions -DNOEXC -Wall -Werror -I %runtime_include %t.noexc.cpp
// NOEXC-NOT: nano_unwind_guard_ nano{{_}}g
void fill(long *p, int n) { for (int i = 0; i < n; i++) p[i] = i; }
void validate(int);

// CHECK-LABEL: long body{{\(}}int bad) {
// CHECK-NEXT: long buf[64];
// CHECK-NEXT: nano_unwind_guard_ nano{{_}}g_{{[0-9]+}}; for (int b = 0; b < 8; b++) {
// CHECK-NOT: nano_unwind_guard_ nano{{_}}g
// CHECK: return
long body(int bad) {
  long buf[64];
  for (int b = 0; b < 8; b++) {
    #pragma nano task
    fill(buf + b * 8, 8);
  }
  validate(bad);
  return buf[3];
}

#ifndef NOEXC
// CHECK-LABEL: long in_try{{\(}}) {
// CHECK: try {
// CHECK-NEXT: nano_unwind_guard_ nano{{_}}g_{{[0-9]+}}; for (int b = 0; b < 4; b++) {
long in_try() {
  long buf[16] = {0};
  try {
    for (int b = 0; b < 4; b++) {
      #pragma nano task
      fill(buf + b * 4, 4);
    }
    validate(1);
  } catch (...) {
    return buf[0];
  }
  return 0;
}
#endif

#ifndef NOEXC
// Guards are numbered in source order: the body's, then the try block's, then
// the inner block's (not in the order the blocks were allocated).
// CHECK-LABEL: void numbered{{\(}}int n) {
// CHECK: nano_unwind_guard_ nano{{_}}g_1; {
// CHECK: try {
// CHECK: nano_unwind_guard_ nano{{_}}g_2; {
// CHECK: long c[4];
// CHECK: nano_unwind_guard_ nano{{_}}g_3; {
void numbered(int n) {
  long a[4];
  #pragma nano task
  fill(a, 4);
  try {
    long b[4];
    #pragma nano task
    fill(b, 4);
    validate(n);
  } catch (...) {
  }
  {
    long c[4];
    #pragma nano task
    fill(c, 4);
    validate(n);
  }
}
#endif

// A block's own local: guarded after it.
// CHECK-LABEL: void block_local{{\(}}int n) {
// CHECK: long tmp[8];
// CHECK: nano_unwind_guard_ nano{{_}}g_{{[0-9]+}}; { void *nano_p_;
void block_local(int n) {
  for (int i = 0; i < n; i++) {
    long tmp[8];
    #pragma nano task
    fill(tmp, 8);
    validate(i);
  }
}

// A goto jumping forward past the task's statement: a guard there would be
// jumped over (ill-formed), so one guard first thing in the body stands for it.
// CHECK-LABEL: void with_goto{{\(}}int n) {nano_task *nano_h_{{[0-9]+}} = nullptr; nano_unwind_guard_ nano{{_}}g_0;
// CHECK-NOT: nano_unwind_guard_ nano{{_}}g
// CHECK: }
void with_goto(int n) {
  long a[4];
  if (n) goto done;
  #pragma nano task
  fill(a, 4);
done:
  validate(n);
}

// A goto jumping back to a label after the guard passes no declaration: the
// guard stays in place (bb55 m10: without it, an exception left the function
// while the task wrote its frame).
// CHECK-LABEL: long with_backward_goto{{\(}}int mode) {
// CHECK-NOT: nano_g_0
// CHECK: int tries = 0;
// CHECK-NEXT: nano_unwind_guard_ nano{{_}}g_{{[1-9][0-9]*}}; again:
long with_backward_goto(int mode) {
  long local[4] = {0};
  int tries = 0;
again:
  #pragma nano task
  fill(local, 4);
  if (tries++ < mode) goto again;
  validate(mode);
  return local[0];
}
