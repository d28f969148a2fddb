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
