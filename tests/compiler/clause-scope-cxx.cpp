// C++ scopes of clause names: an `if` initialiser's and a range-for's variable
// are visible inside their statement only, a lambda's parameter inside the
// lambda, a catch's inside its handler (black box bb66 2).
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <vector>
static void work(std::vector<int> &v, int k) { v[k] += 1; }

void scopes(std::vector<int> &v) {
  if (int m = (int)v.size(); m > 2) {
    #pragma nano task cost(m)
    work(v, 0);
  }
  #pragma nano task cost(m)
  work(v, 1);
  // CHECK: clause-scope-cxx.cpp:[[@LINE-2]]:26: error: use of undeclared identifier 'm' in clause 'cost'
  auto f = [&](int w) {
    #pragma nano task cost(w)
    work(v, w);
  };
  f(1);
  #pragma nano task cost(w)
  work(v, 2);
  // CHECK: clause-scope-cxx.cpp:[[@LINE-2]]:26: error: use of undeclared identifier 'w' in clause 'cost'
  for (int e : v) {
    #pragma nano task cost(e)
    work(v, 0);
  }
  try {
    work(v, 3);
  } catch (int code) {
    #pragma nano task cost(code)
    work(v, 0);
  }
  #pragma nano task cost(code + e)
  work(v, 4);
  // CHECK: clause-scope-cxx.cpp:[[@LINE-2]]:26: error: use of undeclared identifier 'code' in clause 'cost'
}

// Template parameters and a `using namespace` in the body are in scope (black
// box bb67 4, 5: both were "undeclared"); a misspelt name in a template's clause
// is still reported at the clause, for the instantiation.
void consume(double *p, int n);
namespace cfg { int NN = 4; }
template <int K, typename T> struct Grid {
  template <int L> void fill(double *a) {
    #pragma nano task in(a[0:K + L]) cost(sizeof(T))
    consume(a, K + L);
  }
};
template <int K> void tk(double *a) {
  #pragma nano task in(a[0:K]) if(K > 2)
  consume(a, K);
  #pragma nano task in(a[0:KK])
  consume(a, K);
  // CHECK: clause-scope-cxx.cpp:[[@LINE-2]]:28: error: use of undeclared identifier 'KK' in clause 'in'
  // CHECK: note: in the instantiation
}
void use_namespace(double *a) {
  using namespace cfg;
  #pragma nano task in(a[0:NN])
  consume(a, NN);
  Grid<2, long> g;
  g.fill<3>(a);
  tk<4>(a);
}
