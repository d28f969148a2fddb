// A subscript offset read from a struct field or a constant element of an
// array (`k - s.lo`, `t[0] + k`) is a loop-invariant value like a variable,
// as long as the loop does not write the variable that holds it.
// RUN: not %translate %s -- 2>&1 | %FileCheck %s
// CHECK-NOT: error:
struct range { int lo, hi; };
struct outer { struct range r[2]; int pad; };
long hits[1000];
struct range g;
int offs[3];

void by_value(struct range s) {
  #pragma nano loop
  for (int k = 100; k < 200; k++) hits[k - s.lo] += 1;
}

void global_field(void) {
  #pragma nano loop
  for (int k = 100; k < 200; k++) hits[g.lo + k] += 1;
}

void nested_path(struct outer o) {
  #pragma nano loop
  for (int k = 0; k < 100; k++) hits[k + o.r[1].hi] = k;
}

void array_element(void) {
  #pragma nano loop
  for (int k = 0; k < 100; k++) hits[k + offs[0]] = k;
}

void written_in_loop(struct range s) {
  #pragma nano loop
  for (int k = 100; k < 200; k++) {
    hits[k - s.lo] = 1;
    // CHECK: loop-struct-field-offsets.c:[[@LINE-1]]:5: error: cannot prove that iterations are independent: 'hits[k - s.lo]' and itself may access the same element of 'hits' in different iterations of the loop over 'k' at line [[@LINE-2]] (the subscript depends on 's', which changes inside the statement); if no two iterations access the same memory, add 'independent' to the pragma
    s.lo = k & 3;
  }
}
// CHECK-NOT: error:
