// A loop bounded by a field read through a reference to a struct (`i < r.n`,
// `S &r`) whose body writes only other fields of it (`r.b[i]`) keeps its bound,
// as through a pointer (review27: refused as "the bound depends on 'r', which
// the loop modifies"). Writing the bound's field itself still moves it.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
struct Series { int n; double a[100]; double b[100]; };

void other_fields(Series &r) {
  #pragma nano loop
  for (int i = 0; i < r.n; i++) r.b[i] = r.a[i] * 2 + 1;
}

void own_field(Series &r) {
  #pragma nano loop
  for (int i = 0; i < r.n; i++) { r.b[i] = 1; if (i == 4) r.n = 5; }
  // CHECK: loop-bound-reference-fields.cpp:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'r', which the loop modifies
}
