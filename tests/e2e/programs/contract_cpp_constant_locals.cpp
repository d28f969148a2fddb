// contract_cpp_constant_locals: constant locals used as constant expressions in
// tasks and loop bodies (a template argument, a case label, a lambda naming
// them without a capture), and decltype of a local array or scalar the task
// uses (probe12 R3: none compiled; W3: `decltype(x)` was a reference to x).
// A constant whose address the task or body takes is the creator's object
// there, and still a constant expression (review s20 A1: `&K == p` was 0),
// also inside lambdas capturing it by reference (review s21).
// Exits non-zero on a wrong result.
#include <algorithm>
#include <array>
#include <cstdio>
#include <vector>
static const int *kept;
static int same(const int *p) { return p == kept; }
static int bound(const int &r) { return &r == kept; }
// In a template, a constant whose value depends on its parameters.
template <int M> long twice() {
  constexpr int N = M * 2;
  const int K = 3;
  long out = 0;
  #pragma nano task
  { std::array<long, N> t{}; t[K] = 5; out = t[K] + (long)t.size(); }
  #pragma nano wait
  return out;
}
int main() {
  constexpr int N = 8;
  const int K = 3;
  long out = 0, out2 = 3, out3 = 0;
  #pragma nano task
  { std::array<long, N> t{}; t[K] = 5; out = t[K] + (long)t.size(); }
  #pragma nano task
  switch (out2) { case K: out2 = -1; break; default: out2 = N; }
  #pragma nano task
  out3 = [] { return N * K; }();
  int arr[4] = {1, 2, 3, 4};
  long x = 10, out4 = 0;
  #pragma nano task
  { decltype(arr) c = {9, 9, 9, 9}; decltype(x) y = x; y += 5; out4 = (long)sizeof(c) + c[0] + arr[1] + x; x = y; }
  long sq[N];
  #pragma nano loop
  for (int i = 0; i < N; i++) { std::array<long, K> t{}; t[K - 1] = i; sq[i] = t[K - 1] * t[K - 1]; }
  // Containers private to each iteration (probe12 R2).
  long o1[100], o2[100];
  #pragma nano loop
  for (int i = 0; i < 100; i++) { std::array<long, 4> t{}; t[3] = i; o1[i] = t[3] * 2; }
  #pragma nano loop
  for (int i = 0; i < 100; i++) { std::vector<long> t(4); t[3] = i; o2[i] = t[3] * 3; }
  #pragma nano wait
  long s = 0;
  for (int i = 0; i < 100; i++) s += o1[i] + o2[i];
  std::printf("%ld %ld %ld %ld %ld %ld %ld\n", out, out2, out3, out4, x, sq[7], s);
  const int A = 3;
  kept = &A;
  int at = 0, along[4] = {0, 0, 0, 0};
  #pragma nano task
  { std::array<int, A> t{}; at = same(&A) * 100 + bound(A) * 10 + (int)t.size(); }
  #pragma nano loop
  for (int i = 0; i < 4; i++) { std::array<int, A> t{}; along[i] = same(&A) * 100 + bound(A) * 10 + (int)t.size() + i; }
  // Inside a lambda its captures decide; a constant expression binding a
  // reference (std::max) still sees the constant (review s21: did not compile).
  int lam[4] = {0, 0, 0, 0}, folded = 0;
  #pragma nano loop
  for (int i = 0; i < 4; i++) lam[i] = [A] { return same(&A); }() + [=] { return same(&A); }() * 10 + A;
  #pragma nano task
  { std::array<int, std::max(A, 2)> t{}; folded = (int)t.size() * 10 + same(&A); }
  // A lambda capturing it by reference, by default or by name, sees the
  // creator's object; one capturing it by copy, its own (review s21).
  int byref = 0, byref_loop[4] = {0, 0, 0, 0};
  #pragma nano task
  { std::array<int, A> t{}; byref = same(&A) + [&A] { return [&] { return bound(A); }() * 10; }() +
        [&] { return [A] { return same(&A); }() * 1000 + [&A] { return same(&A) * 100; }(); }() + (int)t.size() * 10000; }
  #pragma nano loop
  for (int i = 0; i < 4; i++) {
    std::array<int, A> t{};
    byref_loop[i] = same(&A) + [&A] { return [&] { return bound(A); }() * 10; }() +
                    [&] { return [A] { return same(&A); }() * 1000 + [&A] { return same(&A) * 100; }(); }() +
                    (int)t.size() * 10000 + i;
  }
  // A loop nested in a loop body or a task (review s21: the inner loop saw the
  // outer body's copy).
  int nested[4] = {0, 0, 0, 0}, in_task[4] = {0, 0, 0, 0};
  #pragma nano loop
  for (int i = 0; i < 4; i++) {
    std::array<int, A> t{};
    #pragma nano loop
    for (int j = 0; j < 1; j++) nested[i] = same(&A) * 10 + (int)t.size() + i;
  }
  #pragma nano task
  {
    #pragma nano loop
    for (int i = 0; i < 4; i++) in_task[i] = same(&A) * 10 + A + i;
  }
  // An init-capture's initialiser is the creator's scope; a lambda capturing it
  // by name in a loop or task nested in a task (review s22).
  int init_capture = 0, init_loop[4] = {0, 0, 0, 0}, named_nested = 0, named_in_task[4] = {0, 0, 0, 0};
  #pragma nano task
  init_capture = [q = &A] { return q == kept; }() * 10 + [&r = A] { return same(&r); }();
  #pragma nano loop
  for (int i = 0; i < 4; i++) init_loop[i] = [&] { return [q = &A] { return q == kept; }(); }() * 10 + i;
  #pragma nano task
  {
    #pragma nano task
    named_nested = [&A] { return same(&A); }();
    #pragma nano loop
    for (int i = 0; i < 4; i++) named_in_task[i] = [&A] { return same(&A); }() * 10 + i;
    #pragma nano wait
  }
  #pragma nano wait
  std::printf("%d %d %d %d %d %d %d %d %d %d %d %d %d\n", at, along[0], along[3], lam[2], folded, byref, byref_loop[3],
              nested[3], in_task[3], init_capture, init_loop[3], named_nested, named_in_task[3]);
  long tw = twice<4>() + twice<5>();
  bool ok = tw == 5 + 8 + 5 + 10 && out == 13 && out2 == -1 && out3 == 24 && out4 == 16 + 9 + 2 + 10 && x == 15 && sq[7] == 49 &&
            s == 5 * 4950 && at == 113 && along[0] == 113 && along[3] == 116 && lam[2] == 3 &&
            folded == 31 && byref == 30111 && byref_loop[0] == 30111 && byref_loop[3] == 30114 &&
            nested[0] == 13 && nested[3] == 16 && in_task[0] == 13 && in_task[3] == 16 &&
            init_capture == 11 && init_loop[0] == 10 && init_loop[3] == 13 && named_nested == 1 &&
            named_in_task[0] == 10 && named_in_task[3] == 13;
  return ok ? 0 : 1;
}
