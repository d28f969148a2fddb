// A bound read through a pointer parameter (`v->n`, `*pn`) may be a global the
// body writes by name (directly or in a call): the lowering evaluates the bound
// once, so such a loop is refused, with `independent` too (review24 u08). A
// global whose type cannot hold the pointed-to object does not count.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
struct V { int n; long d[100]; };
static struct V G;
static struct { struct V inner; int tag; } Wrapped;
static int count;
static long hits[100];
static double results[100];

static long grow(int i) { if (i < 3) G.n++; return i * 2; }

void grows_global(const struct V *v, long *out) {
  #pragma nano loop independent
  for (int i = 0; i < v->n; i++) out[i] = grow(i) + v->d[i];
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound reads through 'v', which may refer to 'G', and the loop may modify 'G'; if the trip count is fixed, copy the bound into a local variable before the loop
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-2]]:43: note: 'G' may be written here, by 'grow(i)'
}

void grows_enclosing_global(const struct V *v, long *out) {
  #pragma nano loop independent
  for (int i = 0; i < v->n; i++) { out[i] = v->d[i]; Wrapped.tag = i; }
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound reads through 'v', which may refer to 'Wrapped', and the loop may modify 'Wrapped'
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-2]]:54: note: 'Wrapped' may be written here, by 'Wrapped.tag'
}

void counts_through_int(const int *pn, long *out) {
  #pragma nano loop independent
  for (int i = 0; i < *pn; i++) { out[i] = i; count = i; }
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound reads through 'pn', which may refer to 'count', and the loop may modify 'count'
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-2]]:47: note: 'count' may be written here, by 'count'
}

// Accepted: a `long` or a `double` array is never part of a `struct V`.
static long tally(int i) { hits[i] = 1; return i; }

void counts_calls(const struct V *v, long *out) {
  #pragma nano loop independent
  for (int i = 0; i < v->n; i++) out[i] = tally(i) + v->d[i];
}

void fills_results(const struct V *v) {
  #pragma nano loop
  for (int i = 0; i < v->n; i++) results[i] = v->d[i] * 0.5;
}

// Without `independent`, a write through another pointer that may reach what the
// bound or step reads is unprovable (review25 w38: run(&x, &x) rewrote the bound
// in iteration 0). The effective type still separates an `int` step from a
// `long` element, and a `double` element from an `int` count.
struct Counts { long a[64]; int step; int k[64]; };
void rewrites_bound(const struct Counts *v, struct Counts *w) {
  #pragma nano loop
  for (int i = 0; i < v->a[0]; i++) w->a[i] = 10;
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-1]]:37: error: cannot prove that iterations are independent: the loop's bound reads 'v->a[0]', which the write of 'w->a[i]' may overlap; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-2]]:37: note: write of 'w' here
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-3]]:23: note: read of 'v' here
}

void rewrites_step(const int *step, struct Counts *w) {
  #pragma nano loop
  for (int i = 0; i < 60; i += *step) w->k[i] = 1;
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-1]]:39: error: cannot prove that iterations are independent: the loop's step reads '*step', which the write of 'w->k[i]' may overlap; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-2]]:39: note: write of 'w' here
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-3]]:32: note: read of 'step' here
}

// Two pointers to one struct type: `v->step` and `w->k[i]` are other fields of
// one object, or of two disjoint ones.
void step_other_field(const struct Counts *v, struct Counts *w) {
  #pragma nano loop
  for (int i = 0; i < 60; i += v->step) w->k[i] = 1;
}

void other_types(const struct Counts *v, struct Counts *w, double *x) {
  #pragma nano loop
  for (int i = 0; i < 60; i += v->step) { w->a[i] = 1; x[i] = 0.5; }
}

void asserted(const struct Counts *v, struct Counts *w) {
  #pragma nano loop independent
  for (int i = 0; i < v->a[0]; i++) w->a[i] = 10;
}

// Fields apart through one pointer: `h->bins[i]` never overlaps `h->n`
// (review26 c_ptr_int_fields: refused as may-overlap).
struct Histogram { int n; int bins[64]; };
void clear_bins(struct Histogram *h) {
  #pragma nano loop
  for (int i = 0; i < h->n; i++) h->bins[i] = 0;
}

// A `may_alias` type's lvalues may access any object, like a character type's
// (review26 r3_may_alias_short: the loop ran all 60 iterations).
typedef short __attribute__((may_alias)) any_short;
void through_may_alias(const int *pn, any_short *w) {
  #pragma nano loop
  for (int i = 0; i < *pn; i++) w[i] = 1;
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: the loop's bound reads '*pn', which the write of 'w[i]' may overlap; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-2]]:33: note: write of 'w' here
  // CHECK: loop-bound-read-through-pointer.c:[[@LINE-3]]:23: note: read of 'pn' here
}
