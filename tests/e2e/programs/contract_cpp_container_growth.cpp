// contract_cpp_container_growth: tasks that push_back into a std::vector and append to a std::string, followed by size()/back()/operator[] reads and a second growing task.
#include <cstdio>
#include <string>
#include <vector>
#include <stdexcept>
static void grow(std::vector<int> &v, int n) { for (int i = 0; i < n; i++) v.push_back(i); }
static void app(std::string &s, const char *t) { for (int i = 0; i < 100; i++) s += t; }
int main() {
  std::vector<int> v;
  #pragma nano task
  grow(v, 1000);
  std::size_t sz = v.size();
  #pragma nano task
  grow(v, 10);
  int last = v.back();
  std::printf("%zu %d %zu\n", sz, last, v.size());
  std::string s = "x";
  #pragma nano task
  app(s, "ab");
  #pragma nano task
  app(s, "c");
  std::printf("%zu %c\n", s.size(), s[150]);
  return 0;
}
