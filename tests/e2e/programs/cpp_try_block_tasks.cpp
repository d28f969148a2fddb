// cpp_try_block_tasks: the tasks created in a try block are waited for at the block's
// end, so an exception one of them throws reaches that try's handlers, as in the
// sequential elision — not the function's exit wait, outside the try.
#include <cstdio>
#include <stdexcept>

static void may_throw(int k, int *out) {
  if (k == 3) throw std::runtime_error("k3");
  out[k] = k * k;
}

static int sum_or_fail(int n, int bad, int *out) {
  try {
    for (int k = 0; k < n; k++) {
      #pragma nano task
      may_throw(k == bad ? 3 : k, out);
    }
  } catch (const std::runtime_error &e) {
    return -1;
  }
  int s = 0;
  for (int k = 0; k < n; k++) s += out[k];
  return s;
}

int main() {
  int out[8] = {0};
  try {
    for (int k = 0; k < 6; k++) {
      #pragma nano task
      may_throw(k, out);
    }
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  std::printf("out[2] %d\n", out[2]);

  int a[8] = {0}, b[8] = {0};
  std::printf("sum %d\n", sum_or_fail(3, -1, a));
  std::printf("sum %d\n", sum_or_fail(8, 5, b));

  int caught = 0;
  for (int r = 0; r < 5; r++) {
    try {
      #pragma nano task
      may_throw(r, out);
    } catch (const std::runtime_error &) {
      caught++;
    }
  }
  std::printf("caught %d times\n", caught);
  return 0;
}
