// cpp_loop_lowest_iteration_throws: two iterations of a parallel loop throw; the loop rethrows the exception of the lower iteration, which the elision throws (it never reaches the other), whichever threw first in time, and every iteration below it ran. Before, the first in time won: with 2 or more workers iteration 90's logic_error reached a different handler (bb55 m02).
#include <cstdio>
#include <stdexcept>
#include <string>
static long slow(long x) { long h = x; for (int i = 0; i < 400000; i++) h = (h * 73 + 1) % 100189; return h + 1; }
int main() {
  long out[100] = {0};
  for (int round = 0; round < 3; round++) {
    try {
      #pragma nano loop schedule(static)
      for (int i = 0; i < 100; i++) {
        if (i == 1 && slow(i) > 0) throw std::runtime_error("late " + std::to_string(i));
        if (i == 90) throw std::logic_error("early " + std::to_string(i));
        out[i] = i + 1;
      }
    } catch (const std::runtime_error &e) {
      std::printf("runtime_error: %s, out[0] = %ld\n", e.what(), out[0]);
    } catch (const std::logic_error &e) {
      std::printf("logic_error: %s\n", e.what());
    }
    try {
      #pragma nano loop schedule(fixed, 4)
      for (int i = 99; i >= 0; i--) {  // counting down: iteration 0 is i == 99
        if (i == 97 && slow(i) > 0) throw std::runtime_error("down " + std::to_string(i));
        if (i == 3) throw std::logic_error("down " + std::to_string(i));
      }
    } catch (const std::exception &e) {
      std::printf("%s\n", e.what());
    }
  }
  return 0;
}
