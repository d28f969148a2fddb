// cpp_local_types: a std::array sized by a local constexpr and a local alias,
// used by tasks: the generated argument blocks spell the canonical types
// (std::array<int, 8>, long). A local class type makes the task run
// sequentially, with a warning naming it.
#include <array>
#include <cstdio>

static long total(const std::array<int, 8> &a) {
  long s = 0;
  for (int x : a) s += x;
  return s;
}

int main() {
  constexpr int M = 8;
  using counter = long;
  std::array<int, M> arr{};
  counter sum = 0;
  for (int i = 0; i < M; i++) arr[i] = i * i;
  #pragma nano task
  arr[2] += arr[7];
  #pragma nano task
  sum = total(arr);
  std::printf("%d %ld\n", arr[2], (long)sum);
  struct Acc { long v; } acc{0};
  #pragma nano task
  acc.v += sum;
  std::printf("%ld\n", acc.v);
  return 0;
}
