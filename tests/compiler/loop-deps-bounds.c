// The loop-carried dependence test keeps both iterations inside the loop's
// bounds: accesses that could only meet at an iteration the loop never runs
// are independent, and the ones that do meet are still errors.
// RUN: not %translate %s -- 2>&1 | %FileCheck %s
double a[400];
double m[300][4];

void broadcast(void) {
  #pragma nano loop
  for (int i = 1; i < 100; i++) a[i] = a[0] * i; /* a[0] is never written */
}

void halves(void) {
  #pragma nano loop
  for (int i = 0; i < 200; i++) a[i] = a[i + 200];
}

void mirrored(void) {
  #pragma nano loop
  for (int i = 1; i < 100; i++) a[i] = a[200 - i];
}

void rows(void) {
  #pragma nano loop
  for (int i = 1; i < 100; i++) m[i][0] = m[i + 100][0];
}

void downward(void) {
  #pragma nano loop
  for (int i = 99; i >= 1; i--) a[i] = a[i + 99];
}

void stepped(void) {
  #pragma nano loop
  for (int i = 0; i < 200; i += 2) a[i] = a[i + 1];
}

void symbolic_halves(double *b, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) b[i] = b[i + n];
}

void long_loop(void) {
  #pragma nano loop
  for (int i = 1; i < 390; i++) a[i] = a[0] + a[399];
}

// CHECK-NOT: error:
void still_carried_near_end(void) {
  #pragma nano loop
  for (int i = 1; i < 100; i++) a[i] = a[i + 98];
// CHECK: loop-deps-bounds.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'a[i]' and 'a[i + 98]' access the same element of 'a' in different iterations
}

void still_carried_reversed(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) a[i] = a[99 - i];
// CHECK: loop-deps-bounds.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'a[i]' and 'a[99 - i]' access the same element of 'a' in different iterations
}

void still_carried_long(void) {
  #pragma nano loop
  for (int i = 0; i < 390; i++) a[i] = a[389];
// CHECK: loop-deps-bounds.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: 'a[i]' and 'a[389]' access the same element of 'a' in different iterations
}
// CHECK-NOT: error:
