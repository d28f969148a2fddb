// cpp_task_exceptions: an exception thrown by a task reaches the same handler as in the
// sequential elision: at the wait before a statement that reads the task's result, or
// at the function's exit wait; the other tasks are finished before the stack unwinds.
#include <cstdio>
#include <stdexcept>
#include <vector>

static int value = 0;
static void may_throw(int v) {
  value += v;
  if (v > 3) throw std::runtime_error("too big");
}

static void fill(std::vector<int> &out, int n) {
  for (int i = 0; i < n; i++) out[i] = i * i;
  if (n > 8) throw std::length_error("too long");
}

static void only_tasks(int v) {
  #pragma nano task
  may_throw(v);
}

int main() {
  try {
    #pragma nano task
    may_throw(2);
    #pragma nano task
    may_throw(5);
    std::printf("value %d\n", value);
  } catch (const std::exception &e) {
    std::printf("caught %s value %d\n", e.what(), value);
  }
  try {
    only_tasks(1);
    std::printf("no throw, value %d\n", value);
    only_tasks(4);
    std::printf("not reached\n");
  } catch (const std::exception &e) {
    std::printf("caught at exit wait: %s value %d\n", e.what(), value);
  }
  std::vector<int> a(16), b(16);
  try {
    #pragma nano task
    fill(a, 4);
    #pragma nano task
    fill(b, 12);
    std::printf("sums %d %d\n", a[3], b[11]);
  } catch (const std::length_error &e) {
    std::printf("caught %s, a[3] = %d, b[11] = %d\n", e.what(), a[3], b[11]);
  }
  return 0;
}
