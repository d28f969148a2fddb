// A task calling a member function or operator that writes through a pointer
// member of the object (this->target, a user operator[] returning p[i], a smart
// pointer's operator* / operator[] / operator->) writes memory the analysis
// cannot name: the task runs in the creating nano-thread, in order, never with
// only "read of the object". A member function writing only its own fields is
// a write of the object and stays a task.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s --check-prefix=REMARK < %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <memory>
#include <vector>

struct Adder {
  int *target;
  void add(int k) const { *target += k; }
};
struct Buf {
  int *p;
  int &operator[](int i) { return p[i]; }
};
struct Counter {
  long sum = 0;
  void add(int k) { sum += k; }
};
struct Acc {
  std::vector<int> data;
  long sum = 0;
  void add(int k) { data.push_back(k); sum += k; }
};

int main() {
  int x = 1;
  Adder ad{&x};
  #pragma nano task
  ad.add(10);
  // WARN: task-member-pointer-writes.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'ad.add(10)' cannot be bounded; name the memory it accesses in an in/out/inout clause
  std::printf("%d\n", x);
  int store[8] = {0};
  Buf b{store};
  #pragma nano task
  b[2] = 7;
  // WARN: task-member-pointer-writes.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'b[2]' cannot be bounded
  std::printf("%d\n", store[2]);
  std::unique_ptr<int[]> up(new int[16]());
  #pragma nano task
  up[3] = 42;
  // WARN: task-member-pointer-writes.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'up[3]' cannot be bounded; name the memory it accesses in an in/out/inout clause
  std::shared_ptr<int> sp(new int(2));
  #pragma nano task
  *sp *= 21;
  // WARN: task-member-pointer-writes.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through '*sp' cannot be bounded; name the memory it accesses in an in/out/inout clause
  std::unique_ptr<Acc> pa(new Acc);
  #pragma nano task
  pa->add(10);
  // WARN: task-member-pointer-writes.cpp:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'pa' cannot be bounded; name the memory it accesses in an in/out/inout clause
  long s = pa->sum;
  pa.reset();
  Counter c;
  #pragma nano task
  c.add(5);
  // REMARK: task-member-pointer-writes.cpp:[[@LINE-1]]:3: remark: task read/write 'c'
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(c))
  std::printf("%d %d %d %ld %ld\n", up[3], *sp, store[2], s, c.sum);
  return 0;
}
