// cpp_packed_bit_tasks: tasks writing single bits of a std::vector<bool> and a
// std::bitset (through their proxy `reference` objects: `w[i] = x`,
// `b[i].flip()`, a callee's `v[i] = x`). Neighbouring bits share a word, so
// each such write stands for the whole container: the writers of one
// container run one after the other, in parallel with tasks on other data,
// and the reads after them wait. A loop that only reads bits runs in
// parallel. (A loop writing bits is refused: tests/compiler/loop-packed-bits.cpp.)
#include <bitset>
#include <cstdio>
#include <vector>

static bool slow_parity(long i) {
  long s = 0;
  for (long k = 0; k < 300000; k++) s += (i * k + s / 7) % 11;
  return (s + i) % 2;
}
static void set_bit(std::vector<bool> &v, int i, bool x) { v[i] = x; }
static long ones(const std::vector<bool> &v) {
  long c = 0;
  for (bool x : v) c += x;
  return c;
}

int main() {
  std::vector<bool> w(130);
  std::bitset<70> b;
  long other = 0;
  for (int i = 0; i < 6; i++) {
    #pragma nano task
    w[i * 13] = slow_parity(i) || i % 2;
  }
  #pragma nano task
  b[5] = slow_parity(5) || true;
  #pragma nano task
  b[6].flip();
  #pragma nano task
  b[64] = !b[6];
  #pragma nano task
  other = slow_parity(7) + 40;
  #pragma nano task
  set_bit(w, 129, !w[0]);
  long before = ones(w);
  #pragma nano task
  w.flip();
  std::vector<char> copy(w.size());
  #pragma nano loop
  for (int i = 0; i < 130; i++) copy[i] = w[i] ? 'x' : '.';
  long xs = 0;
  for (char c : copy) xs += c == 'x';
  printf("before flip %ld, after %ld, w[0]=%d w[129]=%d\n", before, xs, (int)w[0], (int)w[129]);
  printf("bitset %s count %zu, other %ld\n", b.to_string().substr(0, 8).c_str(), b.count(), other);
  return 0;
}
