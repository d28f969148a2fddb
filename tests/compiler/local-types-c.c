// C: tasks and loops using types declared inside the function (a struct, a
// typedef of an unnamed struct, an enum, a typedef of a scalar) are outlined at
// file scope with the function's type declarations (those before the statement)
// copied at the start of the outlined body; objects of those types travel as
// `void *` and are used through a cast back to their type. They ran inline
// ("whose type 'struct P' is declared inside the function"). An object of an
// unnamed struct type has no type name to cast to, a variably modified local
// typedef that the statement names cannot be copied, and a loop writing an
// object of a local type (not an array's element) is not handled: those run
// inline, with a warning.
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static long slow(long v) { return v * 3 + 1; }
long tasks(void) {
  long out[2] = {0};
  struct P { long x, y; };
  struct P p = {3, 4};
  #pragma nano task
  p.x = slow(p.x) + p.y;
  // CHECK: nano_create(nano_task_[[T1:[0-9]+]],
  // CHECK-SAME: nano_a_->p = (void *)&(p); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(p), (size_t)8);
  typedef struct { long lo, hi; } Range;
  typedef double real;
  Range r = {10, 20};
  real scale = 0.5;
  #pragma nano task
  r.hi = (long)((real)slow(r.lo) * scale) + (long)sizeof(struct P);
  // CHECK: nano_create(nano_task_[[T2:[0-9]+]],
  // CHECK-SAME: nano_a_->r = (void *)&(r); nano_a_->scale = scale;
  enum Mode { SLOW = 2, FAST = 5 };
  enum Mode mode = FAST;
  #pragma nano task
  out[mode == FAST] = slow(mode) + SLOW;
  // CHECK: nano_create(nano_task_[[T3:[0-9]+]],
  // CHECK-SAME: nano_a_->mode = (void *)&(mode);
  struct { int n; } anon = {1};
  #pragma nano task
  anon.n += 1;
  // WARN-DAG: local-types-c.c:[[@LINE-1]]:3: warning: '#pragma nano task' ignored: the statement uses 'anon', whose type '(unnamed struct at {{.*}}local-types-c.c:{{[0-9]+}}:{{[0-9]+}})' is declared inside the function and cannot be named in the task's argument block (declare the type at file scope); the statement runs sequentially
  return p.x + r.hi + out[0] + out[1] + anon.n;
}
// CHECK: static void nano_task_[[T1]](void *nano_p_) {
// CHECK-NEXT: struct nano_args_[[T1]] *nano_a_
// CHECK-NEXT: (void)nano_a_; struct P { long x, y; }; {{$}}
// CHECK: (*(struct P *)nano_a_->p).x = slow((*(struct P *)nano_a_->p).x) + (*(struct P *)nano_a_->p).y;
// CHECK: static void nano_task_[[T2]](void *nano_p_) {
// CHECK-NEXT: struct nano_args_[[T2]] *nano_a_
// CHECK-NEXT: (void)nano_a_; struct P { long x, y; }; __attribute__((unused)) typedef struct { long lo, hi; } Range; __attribute__((unused)) typedef double real; {{$}}
// CHECK: (*(Range *)nano_a_->r).hi = (long)((real)slow((*(Range *)nano_a_->r).lo) * nano_a_->scale) + (long)sizeof(struct P);
// CHECK: static void nano_task_[[T3]](void *nano_p_) {
// CHECK-NEXT: struct nano_args_[[T3]] *nano_a_
// CHECK-NEXT: (void)nano_a_; struct P { long x, y; }; __attribute__((unused)) typedef struct { long lo, hi; } Range; __attribute__((unused)) typedef double real; enum Mode { SLOW = 2, FAST = 5 }; {{$}}
// CHECK: (*nano_a_->out)[(*(enum Mode *)nano_a_->mode) == FAST] = slow((*(enum Mode *)nano_a_->mode)) + SLOW;

double loops(int n) {
  struct P { long x, y; };
  typedef struct { double w; } W;
  enum { N = 100 };
  struct P pts[N];
  W weight = {0.5};
  struct P origin = {1, 2};
  struct P *base = pts;
  double out[N];
  for (int i = 0; i < N; i++) pts[i].x = i, pts[i].y = 2 * i;
  #pragma nano loop
  for (int i = 0; i < N; i++) out[i] = (pts[i].x + base[i].y + origin.x) * weight.w + sizeof(struct P);
  // CHECK: nano_la_.pts = (void *)(pts); nano_la_.base = (void *)(base); nano_la_.origin = (void *)&(origin); nano_la_.weight = (void *)&(weight);
  #pragma nano loop
  for (int i = 0; i < N; i++) pts[i].y = pts[i].x * 2;
  // CHECK: nano_la_.pts = (void *)(pts); nano_parallel_for(
  struct P last = {0, 0};
  #pragma nano loop independent
  for (int i = 0; i < N; i++) if (i == N - 1) last.x = pts[i].y;
  // WARN-DAG: local-types-c.c:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: the body writes 'last', of the type 'P' declared inside the function (declare the type at file scope); the statement runs sequentially
  typedef double row[n];
  #pragma nano loop
  for (int i = 0; i < N; i++) out[i] = sizeof(row);
  // WARN-DAG: local-types-c.c:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: the type 'row' declared inside the function is variably modified; the statement runs sequentially
  #pragma nano loop
  for (int i = 0; i < N; i++) out[i] += pts[i].y;
  // CHECK: nano_la_.pts = (void *)(pts); nano_parallel_for(
  double t = 0;
  for (int i = 0; i < N; i++) t += out[i];
  return t + last.x;
}
// CHECK: void nano_body_{{[0-9]+}}(
// CHECK-NEXT: struct P { long x, y; }; __attribute__((unused)) typedef struct { double w; } W; enum { N = 100 };
// CHECK-NEXT: struct P *pts = (struct P *)nano_a_->pts;
// CHECK-NEXT: struct P *base = (struct P *)nano_a_->base;
// CHECK-NEXT: struct P origin = *(struct P *)nano_a_->origin;
// CHECK-NEXT: W weight = *(W *)nano_a_->weight;
// WARN-NOT: warning:
