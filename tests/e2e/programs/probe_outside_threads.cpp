// probe_outside_threads: four std::threads of the user's own each run a task-recursive fib at the same time; each waits for its own tasks only.
#include <cstdio>
#include <thread>
#include <vector>
long fib(int n) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task
  x = fib(n - 1);
  #pragma nano task
  y = fib(n - 2);
  return x + y;
}
int main() {
  long r[4];
  std::vector<std::thread> ts;
  for (int i = 0; i < 4; i++) ts.emplace_back([&r, i] { r[i] = fib(18 + i); });
  for (auto &t : ts) t.join();
  for (int i = 0; i < 4; i++) std::printf("%ld\n", r[i]);
  return 0;
}
