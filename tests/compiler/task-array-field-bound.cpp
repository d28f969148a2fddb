// A task indexing an array field with a bound held in another field
// (`for (i < n_) a_[i] = 0` in a member function) accesses somewhere in that
// array field: indexing never leaves it, so the task registers the field
// whole and runs in parallel with a task on another field. An array of one
// element may be indexed past (a record ending in `int v[1]`, the struct
// hack): it stays unbounded, and its task runs in its creator.
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <cstdlib>

class Buffers {
  double a_[200], b_[200];
  int n_ = 200;

public:
  void clear() {
    // EXPLAIN: task-array-field-bound.cpp:[[@LINE+3]]:34: remark: task write 'a_[i]' (the subscript depends on 'n_', a field read through a pointer: the whole array field)
    // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_((this)), static_cast<size_t>(1600));
    #pragma nano task
    for (int i = 0; i < n_; i++) a_[i] = i;
    // CHECK: nano_access(nano_t_, NANO_OUT, (nano_bytes_((this)) + (1600)), static_cast<size_t>(1600));
    #pragma nano task
    for (int i = 0; i < n_; i++) b_[i] = 1;
  }
  double sum() const {
    double s = 0;
    for (int i = 0; i < n_; i++) s += a_[i] + b_[i];
    return s;
  }
};

struct Hack {
  int n;
  int v[1];
};

int main() {
  Buffers b;
  b.clear();
  Hack *h = static_cast<Hack *>(std::malloc(sizeof(Hack) + 15 * sizeof(int)));
  h->n = 16;
  // EXPLAIN: task-array-field-bound.cpp:[[@LINE+2]]:3: warning: task runs in the creating nano-thread: the region accessed through 'h->v[i]' cannot be bounded
  #pragma nano task
  for (int i = 0; i < h->n; i++) h->v[i] = i;
  #pragma nano wait
  long t = 0;
  for (int i = 0; i < h->n; i++) t += h->v[i];
  std::free(h);
  std::printf("%.1f %ld\n", b.sum(), t);
  return 0;
}
