// A function taking its range as two iterators into a contiguous buffer, or as
// two pointers (`msort(It first, It last)`), reaches [first, last) when it
// runs a standard algorithm over them: the length is `last - first` elements,
// which a call task computes from its arguments (`mid - first`). The two
// recursive halves register disjoint parts and the merge waits for both. An
// iterator is registered by the pointer it holds (nano_bytes_ of the iterator,
// also for an end iterator). Iterators of a list, or two ranges of different
// buffers, keep the conservative default.
// RUN: %translate %s --explain -- -std=c++17 -Wno-deprecated-declarations > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -Wno-deprecated-declarations -I %runtime_include %t.cpp
// E2E
// libstdc++ 12's std::inplace_merge calls the deprecated get_temporary_buffer.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#include <algorithm>
#include <iterator>
#include <list>
#include <vector>

using It = std::vector<int>::iterator;

// EXPLAIN-NOT: warning: task runs in the creating
static void msort(It first, It last) {
  auto n = last - first;
  if (n < 2048) {
    std::sort(first, last);
    return;
  }
  It mid = first + n / 2;
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+3]]:3: remark: task read/write 'first'
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((first)), nano_len_(static_cast<long long>(((mid - first) * 4))));
  #pragma nano task
  msort(first, mid);
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+3]]:3: remark: task read/write 'mid'
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((first)) + (n / 2 * 4)), nano_len_(static_cast<long long>(((last - mid) * 4))));
  #pragma nano task
  msort(mid, last);
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement writes 'first' through 'std::inplace_merge(first, mid, last)' which a task writes
  std::inplace_merge(first, mid, last);
}

static void psort(double *first, double *last) {
  long n = last - first;
  if (n < 2048) {
    std::sort(first, last);
    return;
  }
  double *mid = first + n / 2;
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+3]]:3: remark: task read/write 'first'
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((first)), nano_len_(static_cast<long long>(((mid - first) * 8))));
  #pragma nano task
  psort(first, mid);
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+3]]:3: remark: task read/write 'mid'
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((mid)), nano_len_(static_cast<long long>(((last - mid) * 8))));
  #pragma nano task
  psort(mid, last);
  std::inplace_merge(first, mid, last);
}

// An iterator the callee moves (`--first`) reaches outside the range it was
// given: the range is not [first, last) of the entry values, and the task
// runs in its creator (it registered [mid, last) and raced with a sibling
// reading *(mid - 1)).
static void back(It first, It last) {
  --first;
  std::fill(first, last, 7);
}
int moved(It first, It last) {
  It mid = first + (last - first) / 2;
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+2]]:3: warning: task runs in the creating nano-thread: the region accessed through 'mid' cannot be bounded
  #pragma nano task
  back(mid, last);
  return *(mid - 1);
}

// The middle written in one expression (bb73 10: the offset `(last - first) / 2`,
// a call of the iterators' `operator-`, made the range unbounded).
template <class I> void msort2(I first, I last) {
  if (last - first < 1000) {
    std::sort(first, last);
    return;
  }
  I mid = first + (last - first) / 2;
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+2]]:3: remark: task read/write 'first' through 'msort2(first, mid)'
  #pragma nano task
  msort2(first, mid);
  #pragma nano task
  msort2(mid, last);
  std::inplace_merge(first, mid, last);
}

// The halves made with std::distance and std::next (bb71: 'distance' was a
// library call that may access any global, and `mid` no position).
template <class I> void msort3(I first, I last) {
  auto n = std::distance(first, last);
  if (n < 1000) {
    std::sort(first, last);
    return;
  }
  I mid = std::next(first, n / 2);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((first)), nano_len_(static_cast<long long>(((mid - first) * 4))));
  #pragma nano task
  msort3(first, mid);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((first)) + (n / 2 * 4)),
  #pragma nano task
  msort3(mid, last);
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement writes 'first' through 'std::inplace_merge(first, mid, last)' which a task writes
  std::inplace_merge(first, mid, last);
}

// A list's iterators are no positions in a buffer: the task runs in order.
static void lsort(std::list<int>::iterator first, std::list<int>::iterator last) { std::reverse(first, last); }

int main() {
  std::vector<int> v(10000, 3);
  // The caller's range: v's buffer from begin() to end().
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+3]]:3: remark: task read/write 'v' through 'v.begin()'
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())), nano_len_(static_cast<long long>((((v.end()) - (v.begin())) * 4))));
  #pragma nano task
  msort(v.begin(), v.end());
  std::vector<double> d(10000, 1.0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((d.data())), nano_len_(static_cast<long long>((((d.data()) + (d.size()) - (d.data())) * 8))));
  #pragma nano task
  psort(d.data(), d.data() + d.size());
  // A local iterator the function never changes is where its initialiser
  // points: both halves are bounded, the tasks run at once.
  auto m = v.begin() + 5000;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((v.data())), static_cast<size_t>(20000));
  #pragma nano task
  std::sort(v.begin(), m);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_((v.data())) + (20000)), nano_len_(static_cast<long long>((v.size() * 4 - 20000))));
  #pragma nano task
  std::sort(m, v.end());
  msort2(v.begin(), v.end());
  msort3(v.begin(), v.end());
  std::list<int> l{3, 1, 2};
  // EXPLAIN: iterator-pairs.cpp:[[@LINE+2]]:3: warning: task runs in the creating nano-thread
  #pragma nano task
  lsort(l.begin(), l.end());
  return v[0] + static_cast<int>(d[0]) + l.front();
}
