// probe_cpp_unwind_scope: a task throws while sibling tasks still write a local std::vector through v.data(); the exception leaves the function (destroying the vector) only after they finish, and the caller catches it, five times over.
#include <cstdio>
#include <stdexcept>
#include <vector>
static long slow(int i) { long s = 0; for (int k = 0; k < 20000 * (i % 4 + 1); k++) s += k % (i + 2); return s; }
static int check(int i) { if (i == 3) throw std::runtime_error("three"); return i; }
static long work() {
  std::vector<long> local(16, 0);
  long *p = local.data();
  for (int i = 0; i < 16; i++) {
    #pragma nano task
    p[i] = slow(i);
  }
  int c;
  #pragma nano task
  c = check(3);
  long s = c;
  for (int i = 0; i < 16; i++) s += p[i];
  return s;
}
int main() {
  for (int rep = 0; rep < 5; rep++) {
    try { std::printf("%ld\n", work()); }
    catch (const std::exception &e) { std::printf("caught %s\n", e.what()); }
  }
  return 0;
}
