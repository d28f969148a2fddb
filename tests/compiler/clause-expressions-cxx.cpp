// C++ clause expressions: members, namespaces, references and templates are
// accepted; an undeclared name is still reported at its column in the pragma.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s
#include <vector>
namespace util {
inline int grain(int n) { return n / 4; }
const int minimum = 8;
} // namespace util
using namespace util;

static void work(std::vector<int> &v, int k) { v[k] += 1; }

int run(std::vector<int> &v, const int &n) {
  #pragma nano task if(n > minimum && grain(n) > 1) cost(util::grain(n) + (int)v.size())
  work(v, 0);
  #pragma nano task if(static_cast<int>(v.size()) > std::max(n, 2))
  work(v, 1);
  #pragma nano task if(missing > 2)
  work(v, 2);
  // CHECK: clause-expressions-cxx.cpp:[[@LINE-2]]:24: error: use of undeclared identifier 'missing' in clause 'if'
  // CHECK-NOT: error:
  return v[0];
}
