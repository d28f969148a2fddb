// Tasks writing distinct elements of a std::vector of std::string or of
// std::array run in parallel: each registers its element (and a string's
// characters, a buffer of its own), not the whole vector (black box bb65 4: they
// ran one after another). Readers of an element, of its characters, and of the
// whole vector wait for its writer; a task appending to one element while
// another reads a second one overlaps with it.
#include <array>
#include <cstdio>
#include <string>
#include <vector>

static std::string make(int i) {
  std::string s;
  for (int k = 0; k < 20000; k++) s.push_back(static_cast<char>('a' + (i * 7 + k) % 26));
  return s;
}
static std::array<double, 4> sums(int i) {
  std::array<double, 4> a{};
  for (int r = 0; r < 40000; r++) a[static_cast<std::size_t>(r % 4)] += 1.0 / (r + i + 1);
  return a;
}
static long weight(const std::string &s) {
  long w = 0;
  for (char c : s) w += c - 'a';
  return w;
}

int main() {
  std::vector<std::string> out(8);
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    out[static_cast<std::size_t>(i)] = make(i);
  }
  std::vector<long> w(8);
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    w[static_cast<std::size_t>(i)] = weight(out[static_cast<std::size_t>(i)]);
  }
  for (int i = 0; i < 8; i += 2) {
    #pragma nano task
    out[static_cast<std::size_t>(i)].append(out[static_cast<std::size_t>(i) + 1], 0, 100);
  }
  for (int i = 1; i < 8; i += 2) {
    #pragma nano task
    out[static_cast<std::size_t>(i)][0] = 'Z';
  }
  long total = 0;
  for (long x : w) total += x;
  std::size_t chars = 0;
  for (const std::string &s : out) chars += s.size() + static_cast<std::size_t>(s[0]);
  std::printf("%ld %zu %c %c\n", total, chars, out[1][0], out[0][20000]);

  std::vector<std::array<double, 4>> rows(8);
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    rows[static_cast<std::size_t>(i)] = sums(i);
  }
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    rows[static_cast<std::size_t>(i)][3] += rows[static_cast<std::size_t>(i)][0];
  }
  double s = 0;
  for (const auto &r : rows) s += r[0] + r[3];
  std::printf("%.9f\n", s);
  return 0;
}
