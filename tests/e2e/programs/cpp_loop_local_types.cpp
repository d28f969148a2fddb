// cpp_loop_local_types: a loop over std::array<int, M> with a function-local
// constexpr M: the outlined loop spells the type std::array<int, 8>.
#include <array>
#include <cstdio>
int main() {
  constexpr int M = 8;
  std::array<int, M> arr{};
  #pragma nano loop
  for (int i = 0; i < M; i++) arr[i] = i * i;
  std::printf("%d\n", arr[7]);
}
