// C++: a clause value of a class type is reported only when the class converts
// to nothing (no conversion function, no base that may bring one); smart
// pointers, classes with 'explicit operator bool' and their subclasses are left
// to the compiler, which accepts them in a condition.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <memory>
struct B { explicit operator bool() const { return true; } };
struct D : B {};
struct P { int n; double w; };
template <class T> struct Box { T v; };
void f(int *a, std::unique_ptr<int> &u, B b, D d, const P &p, Box<int> bx) {
  #pragma nano task if(u) cost(p.n)
  a[0] = 1;
  #pragma nano task if(b) cost(bx.v + p.w)
  a[1] = 1;
  #pragma nano task if(d)
  a[2] = 1;
  #pragma nano task if(p)
  a[3] = 1;
  // CHECK-DAG: clause-expression-types-cxx.cpp:[[@LINE-2]]:24: error: clause 'if' expects a number or a pointer, not 'P'
  #pragma nano task cost(bx)
  a[4] = 1;
  // CHECK-DAG: clause-expression-types-cxx.cpp:[[@LINE-2]]:26: error: clause 'cost' expects a number, not 'Box<int>'
}
