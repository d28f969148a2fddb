// A field reached through a pointer (`g->m`) in a subscript is a
// loop-invariant value when the loop writes nothing that may hold it: the
// subscript is affine. A loop that assigns the field, or writes through a
// pointer of the field's type, may change it between iterations: refused.
// RUN: not %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
typedef struct { int n, m; double *d; } Grid;

void rows(const Grid *g, double *restrict t) {
  #pragma nano loop
  for (int i = 1; i < g->n - 1; i++)
    for (int j = 0; j < g->m; j++)
      t[i * g->m + j] = (g->d[(i - 1) * g->m + j] + g->d[(i + 1) * g->m + j]) * 0.5;
}

void nested(struct { Grid in; } *h, double *restrict t) {
  #pragma nano loop
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < h->in.m; j++) t[i * h->in.m + j] = j;
}

void assigns(Grid *g, double *t) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    for (int j = 0; j < g->m; j++) t[i * g->m + j] = 1;
    // CHECK: loop-field-subscripts.c:[[@LINE-1]]:36: error: cannot prove that iterations are independent: the memory 't[i * g->m + j]' writes through 't' cannot be bounded (the subscript depends on 'g->m', which the statement writes); if no two iterations access the same memory, add 'independent' to the pragma
    g->m = i % 3 + 1;
  }
}

static void grow(Grid *g) { g->m++; }
void through_call(Grid *g, double *t) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    for (int j = 0; j < g->m; j++) t[i * g->m + j] = 1;
    // CHECK: loop-field-subscripts.c:[[@LINE-1]]:36: error: cannot prove that iterations are independent: the memory 't[i * g->m + j]' writes through 't' cannot be bounded (the subscript depends on 'g->m', which the write of 'grow(g)' may change); if no two iterations access the same memory, add 'independent' to the pragma
    grow(g);
  }
}

void through_int_pointer(Grid *g, int *t) {
  #pragma nano loop
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < g->m; j++) t[i * g->m + j] = 1;
  // CHECK: loop-field-subscripts.c:[[@LINE-1]]:36: error: cannot prove that iterations are independent: 't' and 'g' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
}
// CHECK-NOT: error:
