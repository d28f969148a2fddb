// The destructor of a called function's local object runs when the function
// returns: what it writes (an RAII guard writing through a pointer it holds, a
// scope logger appending to a vector it references) is written by the task
// calling the function, and the creator's later read waits for it.
#include <cstdio>
#include <vector>

struct Guard {
  long *p;
  ~Guard() { *p += 1; }
};
static long mk(long *q) {
  Guard g{q};
  return *q;
}

struct Log {
  std::vector<int> &out;
  int id;
  ~Log() { out.push_back(id); }
};
static int work(std::vector<int> &log, int id) {
  Log l{log, id};
  return id * 2;
}

int main() {
  long s1 = 1, r1 = 0;
  #pragma nano task
  r1 = mk(&s1);
  long x1 = s1;

  std::vector<int> log;
  int r2 = 0;
  #pragma nano task
  r2 = work(log, 7);
  std::size_t n = log.size();

  std::printf("%ld %ld %zu %d\n", x1, r1, n, r2);
  return 0;
}
