// cpp_named_views: tasks receiving a named view declared before the task and
// never changed (std::string_view over a string, built from the string or from
// data() and size()) or a pointer taken with v.data(): the view is traced to its
// initialiser, the task registers the viewed buffer, and the later statements
// that change the container wait for it. A reassigned view keeps the task in the
// creating nano-thread. Output equals the sequential elision. (std::span takes
// the same path in C++20: tests/compiler/task-view-*.cpp.)
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

static long count_char(std::string_view sv, char c) {
  long n = 0;
  for (int r = 0; r < 200; r++)
    for (char x : sv) n += x == c;
  return n;
}
static void replace_all(std::string &s, char from, char to) {
  for (char &c : s) c = c == from ? to : c;
}
static void fill_raw(int *p, int n, int k) {
  for (int r = 0; r < 300; r++)
    for (int i = 0; i < n; i++) p[i] = k * i + r % 2;
}
static long total(const std::vector<int> &v) {
  long t = 0;
  for (int x : v) t += x;
  return t;
}

int main() {
  std::string text(20000, 'a');
  std::string_view whole(text);
  long n1 = 0;
  #pragma nano task
  n1 = count_char(whole, 'a');
  replace_all(text, 'a', 'b');
  std::string_view raw{text.data(), text.size()};
  long n2 = 0;
  #pragma nano task
  n2 = count_char(raw, 'b');
  replace_all(text, 'b', 'c');
  std::string_view moved(text);
  moved = moved.substr(0, 10);
  long n3 = 0;
  #pragma nano task
  n3 = count_char(moved, 'c');
  replace_all(text, 'c', 'd');
  std::vector<int> v(4000, 1);
  int *p = v.data();
  #pragma nano task
  fill_raw(p, 4000, 3);
  long t = total(v);
  std::printf("%ld %ld %ld %ld %c\n", n1, n2, n3, t, text[0]);
  return 0;
}
