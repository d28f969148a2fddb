// Standard algorithms over a span's iterators (`std::sort(a.begin(), a.end())`
// with `std::span<double> a`) reach what the span shows, as `a[i]` does: a task
// passing a part of a span (`a.first(mid)`) registers that part, so the two
// recursive halves of a merge sort on spans run at once (bb72 F4: 'sort' was
// taken as touching any global, and every task ran in its creator). A span
// built in the task's statement bounds the algorithm's range. `std::merge`
// writes as many elements as both inputs hold; `std::copy_if` at most as many
// as its input. Tasks passing two distinct vectors to a span parameter
// (`fill(v)`, `fill(w)`) do not wait for each other: the conversion reads
// only the vector's header (before, the second creation read w's buffer).
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++20
#include <algorithm>
#include <cstdio>
#include <span>
#include <vector>

// EXPLAIN-NOT: warning:
// EXPLAIN-NOT: wait inserted here: this statement reads 'w'
// EXPLAIN-NOT: wait inserted here: this statement reads 'tmp'
static void merge_halves(std::span<double> a, std::span<double> tmp, size_t mid) {
  std::merge(a.begin(), a.begin() + static_cast<long>(mid), a.begin() + static_cast<long>(mid), a.end(),
             tmp.begin());
  std::copy(tmp.begin(), tmp.begin() + static_cast<long>(a.size()), a.begin());
}

static void msort(std::span<double> a, std::span<double> tmp) {
  if (a.size() <= 64) {
    std::sort(a.begin(), a.end());
    return;
  }
  size_t mid = a.size() / 2;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(((a.first(mid)).data())), nano_len_(static_cast<long long>(((a.first(mid)).size() * 8))));
  #pragma nano task
  msort(a.first(mid), tmp.first(mid));
  // The second half's creation waits for nothing: it reads the spans
  // themselves, which no task writes.
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(((a.subspan(mid)).data())), nano_len_(static_cast<long long>(((a.subspan(mid)).size() * 8))));
  #pragma nano task
  msort(a.subspan(mid), tmp.subspan(mid));
  // EXPLAIN: task-span-algorithms.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'a' through 'merge_halves(a, tmp, mid)' which a task writes
  merge_halves(a, tmp, mid);
}

static void fill(std::span<double> s, double x) { std::fill(s.begin(), s.end(), x); }

static void odd(std::span<const double> in, std::span<double> out) {
  std::copy_if(in.begin(), in.end(), out.begin(), [](double x) { return static_cast<long>(x) % 2 != 0; });
}

int main() {
  std::vector<double> v(100000), t(100000), w(1000), u(1000);
  for (size_t i = 0; i < v.size(); i++) v[i] = static_cast<double>((i * 7919) % 100003);
  msort(v, t);
  // EXPLAIN: task-span-algorithms.cpp:[[@LINE+3]]:3: remark: task write 'w' (the buffer of the container, reached through a view)
  // CHECK: if (w.data()) nano_access(nano_t_, NANO_OUT, nano_bytes_((w.data())), nano_len_(static_cast<long long>((((w).size() * sizeof(*(w).data()))))));
  #pragma nano task
  fill(w, 3.0);
  #pragma nano task
  fill(u, 5.0);
  // A span built in the statement: the first 500 elements of w.
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((w.data())), static_cast<size_t>(4000));
  #pragma nano task
  std::sort(std::span<double>(w).first(500).begin(), std::span<double>(w).first(500).end());
  std::vector<double> o(1000, -1.0);
  // CHECK: if (o.data()) nano_access(nano_t_, NANO_OUT, nano_bytes_((o.data())),
  #pragma nano task
  odd(u, o);
  long n = std::count(o.begin(), o.end(), 5.0);
  std::printf("%d %.0f %.0f %.0f %ld %.0f\n", static_cast<int>(std::is_sorted(v.begin(), v.end())), v[0],
              v[99999], w[999] + u[0], n, o[0]);
  return 0;
}
