// cpp_std_algorithm_lambda_effects: lambdas given to standard algorithms
// whose effects reach past their arguments keep the conservative default
// (review of the lambda change): one writing through pointer elements
// (`[](unsigned long *p) { *p = ...; }`), one building an object whose constructor
// writes a global, one printing (std::printf has a builtin ID but writes the
// output stream). Before the fix each ran as a task registering only its
// range, and the output or the sums differed from the elision.
#include <algorithm>
#include <cstdio>
unsigned long data[64], *ptrs[64], out[64]; // unsigned: the sums wrap without undefined behaviour
unsigned long g;
struct Counter { Counter() { for (int k = 0; k < 2000000; k++) g = g * 3 + k; } };
int a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};
unsigned long seen;
int main() {
  for (int i = 0; i < 64; i++) { data[i] = i; ptrs[i] = &data[i]; }
  #pragma nano task
  std::for_each(ptrs, ptrs + 64, [](unsigned long *p) { for (int k = 0; k < 200000; k++) *p = *p * 3 + k; });
  #pragma nano task
  std::copy(data, data + 64, out);
  #pragma nano task
  std::for_each(a, a + 4, [](int &x) { Counter c; x += 1; });
  #pragma nano task
  seen = g;
  #pragma nano task
  std::for_each(a, a + 4, [](int x) { for (volatile int k = 0; k < 2000000; k++) {} std::printf("a%d\n", x); });
  #pragma nano task
  std::for_each(b, b + 4, [](int x) { std::printf("b%d\n", x); });
  #pragma nano wait
  unsigned long s = 0;
  for (int i = 0; i < 64; i++) s += out[i] * (i + 1);
  std::printf("%lu %lu %d\n", s, seen, a[0]);
  return 0;
}
