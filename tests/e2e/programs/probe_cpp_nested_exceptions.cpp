// probe_cpp_nested_exceptions: an exception thrown two task levels down (task -> function with tasks -> task) reaches main's catch; the iterations without a throw print their sums.
#include <cstdio>
#include <stdexcept>
static long slow(long v) { long s = v; for (int k = 0; k < 100000; k++) s = (s * 31 + k) % 1000003; return s; }
static long leaf(int i) { if (i == 13) throw std::out_of_range("leaf 13"); return slow(i) % 10; }
static long mid(int base) {
  long a, b;
  #pragma nano task
  a = leaf(base);
  #pragma nano task
  b = leaf(base + 1);
  return a + b;
}
static long top(int from) {
  long r[4];
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    r[i] = mid(from + 2 * i);
  }
  return r[0] + r[1] + r[2] + r[3];
}
int main() {
  for (int f = 0; f < 12; f += 3) {
    try { std::printf("%d -> %ld\n", f, top(f)); }
    catch (const std::exception &e) { std::printf("%d -> caught %s\n", f, e.what()); }
  }
  return 0;
}
