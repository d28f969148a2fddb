// A trivial copy or move assignment of a struct copies bytes, as in C: the
// element is written whole and the source read whole, and a returned temporary
// is no one else's memory (review29: `out[i] = make(i)` was "may access any
// memory", its implicit operator= read through an unnamed reference).
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <vector>

struct P { double x, y; };
static P make(int i) { return {i * 0.5, i * 0.25}; }

void from_calls(P *out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = make(i);
}

void into_vector(std::vector<P> &out) {
  #pragma nano loop
  for (std::size_t i = 0; i < out.size(); i++) out[i] = make((int)i);
}

void copies(P *out, const P *in, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = in[i];
  // CHECK: loop-trivial-struct-assignment.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'out' and 'in' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
}

void shifted(P *out, int n) {
  #pragma nano loop
  for (int i = 1; i < n; i++) out[i] = out[i - 1];
  // CHECK: loop-trivial-struct-assignment.cpp:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'out[i]' and 'out[i - 1]' access the same element of 'out' in different iterations of the loop over 'i' at line [[@LINE-1]]
}

void restricted(P *__restrict out, const P *__restrict in, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = in[i];
}
