// A member function calling another member on its own object (`row(i)`,
// `this->scale(i, f)`) accesses the parts of `*this` the callee's body does,
// its integer parameters replaced by the arguments: row i of a 2-D array
// field, so tasks on different rows are not ordered. A callee whose ranges
// need a field (`j < n`) registers that array field whole (indexing never
// leaves it) and a read of the field; one that returns a reference (it may
// hand out any part) keeps the whole object. Before, every such call
// registered the whole object.
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
struct Grid {
  double m[64][64];
  double sums[64];
  int n = 64;
  void row(int i) { for (int j = 0; j < 64; j++) m[i][j] = j; }
  void blend(int i) {
    double s = 0;
    for (int j = 0; j < 64; j++) s += m[i][j] + m[i + 1][j];
    sums[i] = s;
  }
  void shift(int i) { for (int j = 0; j < n; j++) m[i][j] += 1; }
  double &cell(int i) { return m[i][0]; } // hands out part of the object: whole
  void run(int k) {
    #pragma nano task
    row(k);
    // CHECK: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (k * 512)), nano_len_(
    #pragma nano task
    this->blend(k);
    // CHECK: nano_access(nano_t_, NANO_IN, (nano_bytes_((this)) + (k * 512)), nano_len_(
    // CHECK-SAME: nano_access(nano_t_, NANO_IN, (nano_bytes_((this)) + ((k + 1) * 512)), nano_len_(
    // CHECK-SAME: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (32768 + k * 8)), nano_len_(
    #pragma nano task
    shift(k);
    // CHECK: nano_access(nano_t_, NANO_IN, (nano_bytes_((this)) + (33280)), static_cast<size_t>(4)); nano_access(nano_t_, NANO_INOUT, nano_bytes_((this)), static_cast<size_t>(32768));
    #pragma nano task
    cell(k) = 1;
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((this)), static_cast<size_t>{{[(]}}33288));
  }
};
// WARN-NOT: warning
