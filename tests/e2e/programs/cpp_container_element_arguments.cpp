// cpp_container_element_arguments: tasks handing an ELEMENT of a std::vector to
// a reference parameter (`set(lens[i], i)`, `sum(rows[i])` of a
// vector<vector<long>>, `len(words[i], lens[i])`) or, by its address, to a
// pointer parameter. The container stands for its elements: the tasks register
// it with the callee's modes, so the readers of rows run in parallel, the
// writers of lens in order, and the creator's later reads wait for them.
// They ran in the creating nano-thread ("the memory reached through 'lens[i]'
// cannot be bounded"). Each callee adds 1000 to what it stores when it runs in
// the creating nano-thread: the output is the elision's only if every one was
// a nano-thread of its own.
// E2E-EXTRA: nano_thread_probe.cpp
#include <cstdio>
#include <string>
#include <vector>

#include "nano_thread_probe.h"

static void *creator;

static long slow(long v) {
  long s = v;
  for (int k = 0; k < 20000; k++) s = (s * 31 + k) % 1000003;
  return s;
}
static void set(int &out, int v) { out = v + (int)(slow(v) % 3) + 1000 * probe_missed(creator); }
static void put(int *out, int v) { *out = 2 * v + 1000 * probe_missed(creator); }
static void len(const std::string &w, int &out) { out = (int)w.size() + 1000 * probe_missed(creator); }
static long sum(const std::vector<long> &v) {
  long s = 0;
  for (long e : v) s += slow(e) % 100;
  return s + 1000 * probe_missed(creator);
}

int main() {
  creator = probe_current();
  long first = 0;
  #pragma nano task
  first = slow(3); // links the runtime in every translated build
  std::vector<int> lens(8, 0), lens2(8, 0), wl(4, 0);
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    set(lens[i], i);
  }
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    put(&lens2[i], i);
  }
  int l0 = lens[0] + lens2[7]; // waits for the tasks writing lens and lens2
  std::vector<std::string> words{"a", "bb", "ccc", "dddd"};
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    len(words[i], wl[i]);
  }
  std::vector<std::vector<long>> rows(6, std::vector<long>(50));
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 50; j++) rows[i][j] = i * 50 + j;
  long part[6];
  for (int i = 0; i < 6; i++) {
    #pragma nano task
    part[i] = sum(rows[i]);
  }
  rows[2][0] = -1; // waits for the readers of rows
  long total = 0;
  for (int i = 0; i < 6; i++) total += part[i];
  std::printf("%ld %d", first, l0);
  for (int i = 0; i < 8; i++) std::printf(" %d/%d", lens[i], lens2[i]);
  for (int i = 0; i < 4; i++) std::printf(" %d", wl[i]);
  std::printf(" %ld %ld\n", total, rows[2][0]);
  return 0;
}
