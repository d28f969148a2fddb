// cpp_exception_creation_order: the handler gets the exception of the earliest-created task that threw, as in the elision, even when a later task or the creator throws first in time. Tasks created in a loop (bb55 m04: instance 8 throws at once, instance 3 after work; before, W >= 2 delivered instance 8's to another handler and reported instance 3's as lost on stderr), a parallel block whose last statement runs in the creator and throws at once (m03), and a creator that throws after creating a task that throws later (m09; before, the creator's exception won and the task's was dropped).
#include <cstdio>
#include <stdexcept>
#include <vector>
static long slow(long x) { long h = x; for (int i = 0; i < 2000000; i++) h = (h * 73 + 1) % 100189; return h + 1; }
static long check(int i) {
  if (i == 3 && slow(i) > 0) throw std::runtime_error("slow3");
  if (i == 8) throw std::logic_error("fast8");
  return i;
}
static long late(long k) { if (slow(k) > 0) throw std::runtime_error("late"); return k; }
static long early(long k) { if (k >= 0) throw std::logic_error("early"); return k; }

static void loop_tasks() {
  std::vector<long> r(10);
  try {
    for (int i = 0; i < 10; i++) {
      #pragma nano task
      r[i] = check(i);
    }
  } catch (const std::runtime_error &e) {
    std::printf("loop: runtime_error %s\n", e.what());
  } catch (const std::logic_error &e) {
    std::printf("loop: logic_error %s\n", e.what());
  }
}

static void parallel_block() {
  long g[2] = {0, 0};
  try {
    #pragma nano parallel
    {
      g[0] = late(1);
      g[1] = early(2);
    }
  } catch (const std::runtime_error &e) {
    std::printf("parallel: runtime_error %s\n", e.what());
  } catch (const std::logic_error &e) {
    std::printf("parallel: logic_error %s\n", e.what());
  }
}

static void creator_throws(int bad) {
  long r = 0;
  try {
    #pragma nano task
    r = late(1);
    if (bad) throw std::logic_error("creator");
  } catch (const std::runtime_error &e) {
    std::printf("creator: runtime_error %s\n", e.what());
  } catch (const std::logic_error &e) {
    std::printf("creator: logic_error %s\n", e.what());
  }
}

// The creator throws from a callee with no try of its own in the function: the
// caller's handler gets the task's exception.
static long throws_in_callee(int bad) {
  long r = 0;
  #pragma nano task
  r = late(2);
  if (bad) throw std::logic_error("callee");
  return r;
}

int main() {
  for (int round = 0; round < 3; round++) {
    loop_tasks();
    parallel_block();
    creator_throws(1);
    try {
      std::printf("%ld\n", throws_in_callee(1));
    } catch (const std::exception &e) {
      std::printf("callee: %s\n", e.what());
    }
  }
  return 0;
}
