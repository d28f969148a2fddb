// cpp_auto_library_types: auto variables holding library iterators and make_unique<T[]> results used by tasks.
#include <cstdio>
#include <map>
#include <memory>
#include <vector>
int main() {
  auto up = std::make_unique<int[]>(16);
  #pragma nano task
  up[3] = 42;
  std::vector<int> v(10, 1);
  auto it = v.begin() + 3;
  #pragma nano task
  *it = 42;
  std::map<int, int> m{{1, 2}};
  auto mi = m.begin();
  #pragma nano task
  mi->second += 40;
  std::printf("%d %d %d\n", up[3], v[3], m[1]);
  return 0;
}
