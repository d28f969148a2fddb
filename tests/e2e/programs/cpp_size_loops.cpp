// cpp_size_loops: `for (size_t i = 0; i < v.size(); i++)` and `i < s.length()` bounds
// (const member calls on containers the body does not resize) as parallel loops.
#include <cstdio>
#include <string>
#include <vector>

int main() {
  std::vector<int> w(5000);
  #pragma nano loop
  for (std::size_t i = 0; i < w.size(); i++) w[i] = (int)(i % 97);
  long ws = 0;
  #pragma nano loop reduction(+: ws)
  for (std::size_t i = 0; i < w.size(); i++) ws += w[i];
  std::string s = "nano-threads, 1996 and now";
  std::vector<char> up(s.size());
  #pragma nano loop schedule(fixed, 4)
  for (std::size_t i = 0; i < s.length(); i++)
    up[i] = (s[i] >= 'a' && s[i] <= 'z') ? (char)(s[i] - 'a' + 'A') : s[i];
  std::printf("%ld %s\n", ws, std::string(up.begin(), up.end()).c_str());
  return 0;
}
