// Two pointers to one struct type point to one object or to disjoint ones: a
// loop writing `y->d[i]` and reading `x->d[i]` is independent either way
// (review25 c22, saxpy on two `struct Vec *`), while `y->d[i + 1]` and
// `x->d[i]` depend on each other only if x == y (unprovable, so `independent`
// decides). Elements of arrays of structs (`x[1].d[i]`), pointers the body
// moves, and pointers to other types keep the plain aliasing rule.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
struct Vec { int n; double d[64]; };
struct Pair { double a[8]; double b[8]; };

void saxpy(double a, const struct Vec *x, struct Vec *y) {
  #pragma nano loop
  for (int i = 0; i < x->n; i++) y->d[i] += a * x->d[i];
}

void other_fields(const struct Pair *x, struct Pair *y) {
  #pragma nano loop
  for (int i = 0; i < 8; i++) y->b[i] = x->a[i] + x->b[i];
}

void shifted(const struct Vec *x, struct Vec *y) {
  #pragma nano loop
  for (int i = 0; i < 60; i++) y->d[i + 1] = x->d[i];
  // CHECK: loop-same-record-pointers.c:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'y->d[i + 1]' and 'x->d[i]' access the same element in different iterations of the loop over 'i' at line [[@LINE-1]] if 'y' and 'x' point to the same object; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-same-record-pointers.c:[[@LINE-2]]:32: note: write of 'y' here
  // CHECK: loop-same-record-pointers.c:[[@LINE-3]]:46: note: read of 'x' here
}

void shifted_asserted(const struct Vec *x, struct Vec *y) {
  #pragma nano loop independent
  for (int i = 0; i < 60; i++) y->d[i + 1] = x->d[i];
}

void array_elements(const struct Vec *x, struct Vec *y) {
  #pragma nano loop
  for (int i = 0; i < 60; i++) y[0].d[i] = x[1].d[i];
  // CHECK: loop-same-record-pointers.c:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'y' and 'x' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-same-record-pointers.c:[[@LINE-2]]:32: note: write of 'y' here
  // CHECK: loop-same-record-pointers.c:[[@LINE-3]]:44: note: read of 'x' here
}

// Character storage may hold another object of the type, shifted (placement
// new, review26 r2_char_buf_nested): the plain rule.
struct Buf { int n; unsigned char b[64]; };
void bytes(const struct Buf *x, struct Buf *y) {
  #pragma nano loop
  for (int i = 0; i < 60; i++) y->b[i] = x->b[i];
  // CHECK: loop-same-record-pointers.c:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'y' and 'x' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-same-record-pointers.c:[[@LINE-2]]:32: note: write of 'y' here
  // CHECK: loop-same-record-pointers.c:[[@LINE-3]]:42: note: read of 'x' here
}

void other_type(const double *x, struct Vec *y) {
  #pragma nano loop
  for (int i = 0; i < 60; i++) y->d[i] = x[i];
  // CHECK: loop-same-record-pointers.c:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'y' and 'x' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-same-record-pointers.c:[[@LINE-2]]:32: note: write of 'y' here
  // CHECK: loop-same-record-pointers.c:[[@LINE-3]]:42: note: read of 'x' here
}

// RUN: not %translate %s -- -fno-strict-aliasing 2>&1 | %FileCheck %s --check-prefix=NOSTRICT
// With -fno-strict-aliasing a cast may place one struct inside another of its type.
// NOSTRICT: loop-same-record-pointers.c:13:34: error: cannot prove that iterations are independent: the loop's bound reads 'x->n', which the write of 'y->d[i]' may overlap
// NOSTRICT: loop-same-record-pointers.c:18:31: error: cannot prove that iterations are independent: 'y' and 'x' may point to overlapping memory
