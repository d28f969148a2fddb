// cpp_task_in_lambda: task pragmas inside lambda bodies (capturing and capture-less) run in order inside the lambda.
#include <cstdio>
static int sq(int i) { return i * i; }
static int g[8];
int main() {
  int a[8] = {0};
  auto f = [&](int i) {
    #pragma nano task
    a[i] = sq(i);
  };
  for (int i = 0; i < 8; i++) f(i);
  auto h = [](int i) {
    #pragma nano task
    g[i] = sq(i) + 1;
  };
  for (int i = 0; i < 8; i++) h(i);
  int s = 0;
  for (int x : a) s += x;
  #pragma nano task
  s += g[3];
  std::printf("%d\n", s);
  return 0;
}
