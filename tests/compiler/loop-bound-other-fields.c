// A loop bounded by a field of a struct (`i < G.n`, `i < s.n`) whose body
// writes only other fields of it (`G.a[i]`) keeps its bound (review25 c12:
// refused as "the bound depends on 'G', which the loop modifies"); so does a
// bound read through a pointer that may be that very global (c11). Writing the
// field itself, the whole struct, an enclosing field, or the struct through
// its address (a call, memset, a pointer) still moves the bound.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <string.h>
struct In { int n; long x; };
struct V { int n; long a[64]; struct In in; };
static struct V G;
static void set_n(struct V *p, int k) { p->n = k; }

void other_field_global(void) {
  #pragma nano loop
  for (int i = 0; i < G.n; i++) G.a[i] = i;
}

long other_field_local(void) {
  struct V s = G;
  #pragma nano loop
  for (int i = 0; i < s.n; i++) s.a[i] = i;
  return s.a[3];
}

void other_nested_field(void) {
  #pragma nano loop
  for (int i = 0; i < G.in.n; i++) G.a[i] = i;
}

void through_pointer_other_field(const struct V *v) {
  #pragma nano loop independent
  for (int i = 0; i < v->n; i++) G.a[i] = v->a[i];
}

// A call writing another field: the summary keeps the field it stays in.
static void put(int i, long x) { G.a[i] = x; }
static void shrink(int k) { G.n = k; }
void other_field_by_call(void) {
  #pragma nano loop
  for (int i = 0; i < G.n; i++) put(i, i * 2);
}

void same_field_by_call(void) {
  #pragma nano loop independent
  for (int i = 0; i < G.n; i++) shrink(i);
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'G', which the loop may modify through 'shrink(i)'
  // CHECK: loop-bound-other-fields.c:[[@LINE-2]]:33: note: 'G' may be written here, by 'shrink(i)'
}

void same_field(void) {
  #pragma nano loop
  for (int i = 0; i < G.n; i++) { G.a[i] = 1; G.n = 5; }
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'G', which the loop modifies
}

void whole_struct(struct V t) {
  struct V s = t;
  #pragma nano loop
  for (int i = 0; i < s.n; i++) s = t;
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 's', which the loop modifies
}

void enclosing_field(struct In y) {
  #pragma nano loop
  for (int i = 0; i < G.in.n; i++) G.in = y;
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'G', which the loop modifies
}

void through_call(void) {
  struct V s = G;
  #pragma nano loop
  for (int i = 0; i < s.n; i++) set_n(&s, i);
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 's', which the loop modifies
}

void through_memset(void) {
  #pragma nano loop
  for (int i = 0; i < G.n; i++) memset(&G, 0, sizeof G);
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'G', which the loop modifies
}

void through_local_pointer(void) {
  struct V s = G;
  struct V *p = &s;
  #pragma nano loop
  for (int i = 0; i < s.n; i++) p->n = 3;
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 's', which the loop may modify through 'p'
  // CHECK: loop-bound-other-fields.c:[[@LINE-2]]:33: note: 's' may be written here, by 'p->n'
}

void through_pointer_same_field(const struct V *v) {
  #pragma nano loop independent
  for (int i = 0; i < v->n; i++) { G.a[i] = v->a[i]; G.n = 1; }
  // CHECK: loop-bound-other-fields.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound reads through 'v', which may refer to 'G', and the loop may modify 'G'
  // CHECK: loop-bound-other-fields.c:[[@LINE-2]]:54: note: 'G' may be written here, by 'G.n'
}
