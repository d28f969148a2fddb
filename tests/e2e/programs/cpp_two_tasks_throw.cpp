// cpp_two_tasks_throw: two tasks of one try block both throw; the handler gets the first task's exception, as in the elision (where the second never ran), and the second's is dropped. Before, the block's end rethrew the first and left the second task's handle, whose exception the function's exit wait then threw out of main (terminate, about half the runs; bb55 m01). Also a function with a backward goto whose task writes a local and which then throws: it waits before the exception leaves (bb55 m10).
#include <cstdio>
#include <stdexcept>
static long slow(long x) { long h = x; for (int i = 0; i < 300000; i++) h = (h * 73 + 1) % 100189; return h + 1; }
static long late(long k) { if (slow(k) > 0) throw std::runtime_error("late"); return k; }
static long early(long k) { if (k >= 0) throw std::logic_error("early"); return k; }
static void fill(long *p, int n) { for (int i = 0; i < n; i++) p[i] = slow(i) % 7; }

static long with_goto(int retries) {
  long local[16] = {0};
  int tries = 0;
again:
  #pragma nano task
  fill(local, 16);
  if (tries++ < retries) goto again;
  if (retries >= 0) throw std::runtime_error("goto");
  return local[0];
}

int main() {
  long a = 0, b = 0;
  for (int round = 0; round < 5; round++) {
    try {
      #pragma nano task
      a = late(1);
      #pragma nano task
      b = early(2);
    } catch (const std::runtime_error &e) {
      std::printf("caught runtime_error %s\n", e.what());
    } catch (const std::logic_error &e) {
      std::printf("caught logic_error %s\n", e.what());
    }
  }
  std::printf("a=%ld b=%ld\n", a, b);
  try {
    with_goto(2);
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  return 0;
}
