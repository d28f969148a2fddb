// Divide and conquer on std::span parameters of a function template (bb55
// m14). A template's tasks are outlined as written, so the task evaluates
// `rsum(s.first(h))` itself: making the part `s.first(h)` of the parameter
// now stands for exactly the memory that part shows, registered where the
// task is created, as the call form of a plain function registers it. Before,
// it reached "any part of the memory s points to", which no registration can
// name, and both halves ran in the creating nano-thread. Writes through the
// halves are ordered with the reads of the whole (a later sum waits for
// them); a string_view part is bounded the same way, and so is a part a
// braced task declares.
// RUN: %translate %s --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=REMARK < %t.err
// RUN: not grep -- "-Wnano-sequential" %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
// E2E-FLAGS: -std=c++20
#include <cstdio>
#include <span>
#include <string>
#include <string_view>
#include <vector>

template <typename T> T rsum(std::span<const T> s) {
  if (s.size() < 1000) { T t = 0; for (T x : s) t += x % 7; return t; }
  std::size_t h = s.size() / 2;
  T a, b;
  #pragma nano task
  a = rsum(s.first(h));
  // REMARK: task-template-span-halves.cpp:[[@LINE-1]]:7: remark: task read 's.first(h)' through 'rsum(s.first(h))'
  // CHECK-DAG: nano_access(nano_t_, NANO_IN, nano_bytes_(((s.first(h)).data())), nano_len_(static_cast<long long>(((s.first(h)).size() {{[*]}} 8))));
  // CHECK-DAG: nano_access(nano_t_, NANO_IN, nano_bytes_(((s.first(h)).data())), nano_len_(static_cast<long long>(((s.first(h)).size() {{[*]}} 4))));
  #pragma nano task
  b = rsum(s.subspan(h));
  // CHECK-DAG: nano_access(nano_t_, NANO_IN, nano_bytes_(((s.subspan(h)).data())), nano_len_(static_cast<long long>(((s.subspan(h)).size() {{[*]}} 8))));
  // CHECK-DAG: nano_access(nano_t_, NANO_IN, nano_bytes_(((s.subspan(h)).data())), nano_len_(static_cast<long long>(((s.subspan(h)).size() {{[*]}} 4))));
  return a + 3 * b;
}

template <typename T> void rbump(std::span<T> s, T k) {
  if (s.size() < 1000) { for (T &x : s) x += k; return; }
  std::size_t h = s.size() / 2;
  #pragma nano task
  rbump(s.first(h), k);
  // CHECK-DAG: nano_access(nano_t_, NANO_INOUT, nano_bytes_(((s.first(h)).data())), nano_len_(static_cast<long long>(((s.first(h)).size() {{[*]}} 8))));
  #pragma nano task
  rbump(s.last(s.size() - h), T(k + 1));
  // CHECK-DAG: nano_access(nano_t_, NANO_INOUT, nano_bytes_(((s.last(s.size() - h)).data())), nano_len_(static_cast<long long>(((s.last(s.size() - h)).size() {{[*]}} 4))));
}

// A braced task (outlined as written too) that declares a part and passes a
// part of that: what the declared part shows holds all of it.
static void rfill(std::span<long> s, long k) {
  if (s.size() < 1000) { for (long &x : s) x = x / 2 + k; return; }
  std::size_t h = s.size() / 2;
  #pragma nano task
  { auto t = s.first(h); t[0] += k; rfill(t.subspan(1), k); }
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(((s.first(h)).data())), nano_len_(static_cast<long long>(((s.first(h)).size() {{[*]}} 8))));
  #pragma nano task
  { rfill(s.subspan(h), k + 1); }
}

template <typename C> long vowels(std::basic_string_view<C> w) {
  if (w.size() < 64) { long n = 0; for (C c : w) n += c == 'a' || c == 'e' || c == 'o'; return n; }
  long x, y;
  #pragma nano task
  x = vowels(w.substr(0, w.size() / 2));
  // CHECK-DAG: nano_access(nano_t_, NANO_IN, nano_bytes_(((w.substr(0, w.size() / 2)).data())), nano_len_(static_cast<long long>(((w.substr(0, w.size() / 2)).size()){{[)]}}));
  #pragma nano task
  y = vowels(w.substr(w.size() / 2));
  return x + y;
}

int main() {
  std::vector<long> v(50000);
  std::vector<int> u(30000);
  for (std::size_t i = 0; i < v.size(); i++) v[i] = (long)((i * 2654435761u) % 1000);
  for (std::size_t i = 0; i < u.size(); i++) u[i] = (int)(i % 97);
  long r1 = rsum<long>(v);
  rbump<long>(v, 3);
  long r2 = rsum<long>(v);
  int r3 = rsum<int>(u);
  rbump<int>(u, 1);
  int r4 = rsum<int>(u);
  rfill(v, 2);
  long r5 = rsum<long>(v);
  std::string text(5000, 'x');
  for (std::size_t i = 0; i < text.size(); i += 3) text[i] = "aeiou"[i % 5];
  long n = vowels(std::string_view(text));
  std::printf("%ld %ld %d %d %ld %ld\n", r1, r2, r3, r4, r5, n);
  return 0;
}
