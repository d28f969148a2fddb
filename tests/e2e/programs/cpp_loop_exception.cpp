// cpp_loop_exception: an exception thrown by an iteration of a parallel loop
// reaches the same handler as in the sequential elision, after the loop's
// chunks have stopped (later chunks do not start).
#include <cstdio>
#include <stdexcept>
#include <vector>

static int loopthrow(std::vector<int> &v) {
  try {
    #pragma nano loop independent schedule(fixed, 3)
    for (int i = 0; i < (int)v.size(); i++) {
      if (v[i] == 777) throw std::runtime_error("found");
      v[i] = 1;
    }
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
    return 1;
  }
  return 0;
}

int main() {
  std::vector<int> v(50, 0);
  v[20] = 777;
  int r = loopthrow(v);
  std::printf("%d %d\n", r, v[20]);
  std::vector<int> w(40, 0);
  r = loopthrow(w);
  long s = 0;
  for (int x : w) s += x;
  std::printf("%d %ld\n", r, s);
  return 0;
}
