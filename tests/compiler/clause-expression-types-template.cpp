// C++ templates: a clause whose value has a dependent type is checked in each
// instantiation, and a type the clause cannot use is reported at the clause's
// column, once, with the instantiation that has it (probe3 B14: it surfaced in
// the generated code, at column 341 of the statement's line, about a C-style
// cast the user never wrote). Valid instantiations draw nothing.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <string>
struct NoBool {};
template <typename C>
long work(C c) {
  long x = 0;
  #pragma nano task cost(c)
  x = 3;
  // CHECK: clause-expression-types-template.cpp:[[@LINE-2]]:26: error: clause 'cost' expects a number, not 'std::basic_string<char>'
  // CHECK: clause-expression-types-template.cpp:[[@LINE+18]]:{{[0-9]+}}: note: in the instantiation 'work<std::basic_string<char>>', requested here
  return x;
}
template <typename P>
long work2(P p, int n) {
  long x = 0;
  #pragma nano task if(p) cost(n)
  x = 3;
  // CHECK: clause-expression-types-template.cpp:[[@LINE-2]]:24: error: clause 'if' expects a number or a pointer, not 'NoBool'
  // CHECK: clause-expression-types-template.cpp:[[@LINE+9]]:{{[0-9]+}}: note: in the instantiation 'work2<NoBool>', requested here
  return x;
}
template <typename W>
void region(W w, long *a) {
  #pragma nano parallel workers(w)
  { a[0] = 1; a[1] = 2; }
}
long use(long *a) {
  long r = work(2.5) + work(std::string("x")) + work2(a, 1) + work2(NoBool{}, 2);
  region(4, a);
  region(2.5, a);
  // CHECK: clause-expression-types-template.cpp:[[@LINE-7]]:33: error: clause 'workers' expects an integer, not 'double'
  // CHECK: clause-expression-types-template.cpp:[[@LINE-2]]:{{[0-9]+}}: note: in the instantiation 'region<double>', requested here
  return r;
}
