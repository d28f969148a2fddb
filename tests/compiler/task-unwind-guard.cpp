// C++: an exception leaving a function (or a try block) that created tasks
// waits for them first, and a task's exception comes before one its creator
// throws later: `try { ... } catch (...) { nano_rethrow_first_(); }` runs from
// the first statement that creates a task in the body and in each try block,
// and again from after each local declared later in a block holding a task, to
// the end of the block (after its waits). Before, only the normal path waited:
// the tasks wrote a dead frame, or a handler read what they still wrote; then
// a guard waited but dropped the task's exception (bb55 m03, m09). None in a
// switch body, nor where a goto would enter it (then one around the whole
// body), nor without exceptions.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clang -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
// RUN: %translate %s -- -std=c++17 -fno-exceptions -DNOEXC > %t.noexc.cpp
// RUN: %FileCheck %s --check-prefix=NOEXC < %t.noexc.cpp
// RUN: %clang -fsyntax-only -std=c++17 -fno-exceptions -DNOEXC -Wall -Werror -I %runtime_include %t.noexc.cpp
// NOEXC-NOT: {{^[^/]*}}nano_rethrow_first_();
void fill(long *p, int n) { for (int i = 0; i < n; i++) p[i] = i; }
void validate(int);

// CHECK-LABEL: long body{{\(}}int bad) {
// CHECK-NEXT: long buf[64];
// CHECK-NEXT: try { for (int b = 0; b < 8; b++) {
// CHECK-NOT: try {
// CHECK: return buf[3];
// CHECK-NEXT: nano_wait_all_(); } catch (...) { nano_rethrow_first_(); } }
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
// CHECK-NEXT: long buf[16] = {0};
// CHECK-NEXT: try { try {
// CHECK-NEXT: try { for (int b = 0; b < 4; b++) {
// CHECK: validate(1);
// CHECK-NEXT: nano_wait_all_(); } catch (...) { nano_rethrow_first_(); } } catch (...) {
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
// The body's, the try block's and the inner block's, each closed at the end of
// its block.
// CHECK-LABEL: void numbered{{\(}}int n) {
// CHECK: try { {
// CHECK: try {
// CHECK-NEXT: long b[4];
// CHECK: try { {
// CHECK: } catch (...) { nano_rethrow_first_(); } } catch (...) {
// CHECK: long c[4];
// CHECK: try { {
// CHECK: validate(n);
// CHECK-NEXT: nano_wait_handle_(&nano_h_{{[0-9]+}}); } catch (...) { nano_rethrow_first_(); } }
// CHECK-NEXT: nano_wait_handles_({{.*}}); } catch (...) { nano_rethrow_first_(); } }
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

// A block's own local: protected from after it.
// CHECK-LABEL: void block_local{{\(}}int n) {
// CHECK: long tmp[8];
// CHECK: try { { void *nano_p_;
void block_local(int n) {
  for (int i = 0; i < n; i++) {
    long tmp[8];
    #pragma nano task
    fill(tmp, 8);
    validate(i);
  }
}

// A goto jumping forward past the task's statement: a try from there would be
// entered by the jump (ill-formed), so one around the whole body stands for it.
// CHECK-LABEL: void with_goto{{\(}}int n) {nano_task *nano_h_{{[0-9]+}} = nullptr; try {
// CHECK-NOT: try {
// CHECK: validate(n);
// CHECK-NEXT: nano_wait_handle_(&nano_h_{{[0-9]+}}); } catch (...) { nano_rethrow_first_(); } }
void with_goto(int n) {
  long a[4];
  if (n) goto done;
  #pragma nano task
  fill(a, 4);
done:
  validate(n);
}

// A goto jumping back to a label inside the try stays inside it: the try stays
// in place (bb55 m10: without it, an exception left the function while the
// task wrote its frame).
// CHECK-LABEL: long with_backward_goto{{\(}}int mode) {
// CHECK-NEXT: long local[4] = {0};
// CHECK-NEXT: int tries = 0;
// CHECK-NEXT: try { again:
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

// A goto after the block jumping back into it, past its local: the block's try
// would be entered from outside, so the one around the whole body stands for
// it (the body's own, around the block, holds the goto too).
// CHECK-LABEL: void back_into_block{{\(}}int n) {nano_task *nano_h_{{[0-9]+}} = nullptr; try {
// CHECK-NEXT: try { {
// CHECK-NEXT: long a[4];
// CHECK-NOT: try {
// CHECK: goto inside;
// CHECK-NEXT: nano_wait_handle_(&nano_h_{{[0-9]+}}); } catch (...) { nano_rethrow_first_(); } } catch (...) { nano_rethrow_first_(); } }
void back_into_block(int n) {
  {
    long a[4];
    #pragma nano task
    fill(a, 4);
  inside:
    validate(n);
  }
  if (n-- > 0) goto inside;
}
