// C++: a local array element, array or container bound to a reference
// parameter of a user function may have its address kept by it (here in a
// global pointer): a loop writing the local while reading through that pointer
// is refused (see loop-local-containers.cpp for locals only indexed).
// RUN: not %translate %s 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <vector>

static long *kept;
static void keep_element(long &first) { kept = &first; }
static void keep_buffer(std::vector<long> &v) { kept = v.data(); }

long element(int n) {
  long q[8] = {0};
  keep_element(q[0]);
  #pragma nano loop
  for (int k = 0; k < n; k++) q[k] = kept[k + 1];
  // CHECK: loop-local-containers-escaped.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'q' and 'kept' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  return q[0];
}

long buffer(int n) {
  std::vector<long> q(8);
  keep_buffer(q);
  #pragma nano loop
  for (int k = 0; k < n; k++) q[k] = kept[k + 1];
  // CHECK: loop-local-containers-escaped.cpp:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'q' and 'kept' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  return q[0];
}
