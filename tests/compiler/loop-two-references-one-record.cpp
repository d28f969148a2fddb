// Two references to one struct type (`Series &q, Series &r`) are one object or
// two whole objects, never overlapping in part, as two pointers to it are:
// distinct fields at the same index are independent (review: `q.b[i] = r.a[i]`
// was refused as "'q' and 'r' may point to overlapping memory"). One field at
// shifted indices may still be one array, and is refused; a reference is never
// rebound, so a write through it does not move it. References to two struct
// types neither of which holds the other never name one object.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
struct Series { int n; double a[100]; double b[100]; };

void distinct_fields(Series &q, Series &r) {
  #pragma nano loop
  for (int i = 0; i < r.n; i++) q.b[i] = r.a[i] + 1;
}

void same_field_same_index(Series &q, const Series &r) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) q.b[i] = r.b[i] * 2;
}

void same_field_shifted(Series &q, Series &r) {
  #pragma nano loop
  for (int i = 0; i < 99; i++) q.b[i] = r.b[i + 1];
  // CHECK: loop-two-references-one-record.cpp:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'q.b[i]' and 'r.b[i + 1]' access the same element in different iterations of the loop over 'i' at line [[@LINE-1]] if 'q' and 'r' point to the same object; if no two iterations access the same memory, add 'independent' to the pragma
}

// Different struct types, neither holding the other: never one object.
struct Other { double a[100]; };

void different_types(Series &q, Other &o) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) q.b[i] = o.a[i];
}

// A struct holding the other may be the object the other reference names a part of.
struct Holder { Other inner; double c[100]; };

void nested_types(Holder &h, Other &o) {
  #pragma nano loop
  for (int i = 0; i < 99; i++) h.inner.a[i] = o.a[i + 1];
  // CHECK: loop-two-references-one-record.cpp:[[@LINE-1]]:32: error: cannot prove that iterations are independent: 'h' and 'o' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
}
