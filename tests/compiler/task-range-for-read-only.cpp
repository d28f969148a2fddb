// A range-based for whose reference loop variable (or the bindings it
// decomposes into) the body only reads reads its range: `for (auto &[k, v] :
// m) s += v;` after tasks writing m waits for them because it reads m (black
// box bb59 6: --explain said the loop writes 'm'). Two tasks that only read
// the range that way are not ordered. A body writing through the variable
// (assigned, passed on by non-const reference, its address taken, a reference
// bound to it) still writes the range: the statement reading it after waits.
// A non-const member called on it (`r[0]` of a vector row) counts as a write.
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WAITS --implicit-check-not="wait inserted" < %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <map>
#include <vector>

static long slow(long x) {
  for (long k = 0; k < 20000; k++) x = (x * 48271 + k) % 2147483647;
  return x;
}

// CHECK-LABEL: long reads_after_tasks(
long reads_after_tasks() {
  std::map<int, long> m;
  std::vector<long> v(4);
  for (int i = 0; i < 4; i++) {
    // WAITS: task-range-for-read-only.cpp:[[@LINE+2]]:5: remark: wait inserted here: this statement writes 'm' which a task writes in an earlier iteration
    #pragma nano task
    m[i] = slow(i);
    #pragma nano task
    v[i] = slow(i);
  }
  long s = 0;
  // WAITS: task-range-for-read-only.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'm' which a task writes
  for (auto &[k, x] : m) s += x;
  // WAITS: task-range-for-read-only.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'v' which a task writes
  for (auto &x : v) s += x;
  return s;
}

// Two readers of one vector through non-const references: no arc between them.
// CHECK-LABEL: long two_readers(
long two_readers(std::vector<long> &v) {
  long a = 0, b = 0;
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_((v).data()),
  // CHECK-NOT: NANO_INOUT, nano_bytes_((v)
  // CHECK: nano_submit(nano_t_);
  #pragma nano task
  for (auto &x : v) a += slow(x);
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_((v).data()),
  // CHECK-NOT: NANO_INOUT, nano_bytes_((v)
  // CHECK: nano_submit(nano_t_);
  #pragma nano task
  for (auto &x : v) b += slow(x);
  // WAITS: task-range-for-read-only.cpp:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'a' which a task writes
  // WAITS: task-range-for-read-only.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'b' which a task writes
  return a + b;
}

static void bump(long &y) { y++; }

// Writes through the loop variable in every form.
long writers() {
  std::map<int, long> m{{1, 2}};
  std::vector<long> v(4), w(4), u(4);
  std::vector<long *> addresses;
  #pragma nano task
  for (auto &[k, x] : m) x = 5;
  #pragma nano task
  for (auto &x : v) bump(x);
  #pragma nano task
  for (auto &x : w) addresses.push_back(&x);
  #pragma nano task
  for (auto &x : u) { long &y = x; y = 3; }
  long s = 0;
  // WAITS: task-range-for-read-only.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'm' which a task writes
  for (const auto &[k, x] : m) s += x;
  // WAITS: task-range-for-read-only.cpp:[[@LINE+3]]:3: remark: wait inserted here: this statement reads 'v' which a task writes
  // WAITS: task-range-for-read-only.cpp:[[@LINE+2]]:3: remark: wait inserted here: this statement reads 'w' which a task writes
  // WAITS: task-range-for-read-only.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'u' which a task writes
  s += v[0] + w[0] + u[0] + (long)addresses.size();
  return s;
}
