// A bound that reads a container's elements (`i < v[0]`, `i < rows[0].size()`)
// changes when the body writes into the container's buffer: an error, whether
// or not the function passes the container elsewhere. Only `size()`-like
// queries are left alone by element writes (cpp_size_bound_escaped_containers).
// Before, the first two were accepted (review of the size-bound change) and
// ran with a bound the sequential loop would not have used.
// RUN: not %translate %s -- -std=c++17 > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <cstddef>
#include <vector>
using std::size_t;
static void touch(std::vector<long> &v) { v[1] += 0; }
long first(std::vector<long> &v) {
  touch(v);
  #pragma nano loop
  for (long i = 0; i < v[0]; i++) v[i] = 3;
  // CHECK: [[@LINE-1]]:{{[0-9]+}}: error: loop is not in canonical form: the bound depends on 'v', which the loop may modify through 'v.data()'
  return v[0];
}
long local(void) {
  std::vector<long> v(10, 1);
  v[0] = 8;
  #pragma nano loop
  for (long i = 0; i < v[0]; i++) v[i] = 3;
  // CHECK: [[@LINE-1]]:{{[0-9]+}}: error: loop is not in canonical form: the bound depends on 'v', which the loop may modify through 'v.data()'
  return v[9];
}
size_t rowsOf(std::vector<std::vector<long>> &rows) {
  touch(rows[1]);
  #pragma nano loop independent
  for (size_t i = 0; i < rows[0].size(); i++) rows[0][i] = 7;
  // CHECK: [[@LINE-1]]:{{[0-9]+}}: error: loop is not in canonical form: the bound depends on 'rows'
  return rows[0].size();
}
