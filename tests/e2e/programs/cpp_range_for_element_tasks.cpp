// cpp_range_for_element_tasks: one task per element of a std::array, a
// std::vector and a C array, created in a range-based for loop and handing the
// element to a function by reference (writing it, then reading it into a
// result slot). Creating `process(t)` evaluates only the element's address, so
// the creator no longer waits for the previous element's task before creating
// the next (tests/compiler/task-reference-arguments-creation.cpp); each task
// registers its own element, and the later reads wait for the writers.
#include <array>
#include <cstdio>
#include <vector>

struct Tile {
  double v[64];
  int id;
};

static void process(Tile &t) {
  for (int i = 0; i < 64; i++) t.v[i] = t.id * 100 + i;
}
static double total(const Tile &t) {
  double s = 0;
  for (double x : t.v) s += x;
  return s;
}

int main() {
  std::array<Tile, 4> a{};
  std::vector<Tile> v(5);
  Tile c[3] = {};
  int id = 0;
  for (Tile &t : a) t.id = ++id;
  for (Tile &t : v) t.id = ++id;
  for (Tile &t : c) t.id = ++id;
  for (auto &t : a) {
#pragma nano task
    process(t);
  }
  for (auto &t : v) {
#pragma nano task
    process(t);
  }
  for (auto &t : c) {
#pragma nano task
    process(t);
  }
  double sums[12];
  int k = 0;
  for (const Tile &t : a) {
#pragma nano task
    sums[k] = total(t);
    k++;
  }
  for (const Tile &t : v) {
#pragma nano task
    sums[k] = total(t);
    k++;
  }
#pragma nano wait
  for (int i = 0; i < 9; i++) std::printf("%g ", sums[i]);
  std::printf("| %g\n", total(c[2]));
  return 0;
}
