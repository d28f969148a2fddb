// Loop-carried dependences: proven ones and unprovable ones are errors whose
// notes name both accesses; `independent` accepts the unprovable case.
// RUN: not %translate %s -- -fdiagnostics-parseable-fixits 2>&1 | %FileCheck %s
void shift(double *a, int n) {
  #pragma nano loop
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 1;
  // CHECK: loop-deps.c:[[@LINE-1]]:5: error: loop-carried dependence prevents parallel execution: 'a[i]' and 'a[i - 1]' access the same element of 'a' in different iterations
  // CHECK: loop-deps.c:[[@LINE-2]]:5: note: write of 'a' here
  // CHECK: loop-deps.c:[[@LINE-3]]:12: note: read of 'a' here
}

double g[100];
void carried(void) {
  #pragma nano loop
  for (int i = 0; i < 99; i++)
    g[i + 1] = g[i] * 2;
  // CHECK: loop-deps.c:[[@LINE-1]]:5: error: loop-carried dependence prevents parallel execution: 'g[i + 1]' and 'g[i]' access the same element of 'g' in different iterations
  // CHECK: note: write of 'g' here
  // CHECK: note: read of 'g' here
}

void alias(double *a, double *b, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2;
  // CHECK: loop-deps.c:[[@LINE-1]]:5: error: cannot prove that iterations are independent: 'a' and 'b' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
}

void alias_ok(double *a, double *b, int n) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2;
}

void restrict_ok(double *restrict a, const double *restrict b, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2;
}

void even_odd(double *a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i += 2)
    a[i] = a[i + 1];
}

int scalar(const int *v, int n) {
  int last = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++)
    last = v[i] - last;
  // CHECK: loop-deps.c:[[@LINE-1]]:5: error: loop-carried dependence on 'last': it is written in one iteration and read in another, and it is not a recognised reduction
  return last;
}

void noncanonical(double *a, int n) {
  #pragma nano loop
  for (int i = 0; i != n; i++)
    a[i] = 0;
  // CHECK: loop-deps.c:[[@LINE-2]]:19: error: loop is not in canonical form: expected a condition 'var < bound', 'var <= bound', 'var > bound' or 'var >= bound'
  // CHECK: fix-it:"{{.*}}":{[[@LINE-3]]:21-[[@LINE-3]]:23}:"<"
}

void external(double *a, int n);
void calls(double *a, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++)
    external(a, i);
  // CHECK: loop-deps.c:[[@LINE-1]]:5: error: cannot prove that iterations are independent: 'external(a, i)' may access any memory ('external' has no body in this file and no '#pragma nano declare'); if no two iterations access the same memory, add 'independent' to the pragma
}
// CHECK-NOT: error:

// A non-affine (indirect) subscript proves nothing: unprovable, not "carried".
void use(const double *d);
void scatter(const int *index) {
  double data[100] = {0};
  #pragma nano loop
  for (int i = 0; i < 100; i++) data[index[i]] += i;
  // CHECK: loop-deps.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: 'data[index[i]]' and itself may access the same element of 'data' in different iterations of the loop over 'i' at line [[@LINE-1]] (the subscript is not an affine expression: it uses 'index[i]'); if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK-NOT: loop-carried dependence prevents
  use(data);
}
