// probe_cpp_namespaces_nested: tasks in a function of a nested namespace on a namespace struct by value and by pointer and on a function-local struct, and tasks in a member of a class template (in a namespace) writing its nested Cell type through a pointer; the output equals the elision.
#include <cstdio>
#include <vector>
namespace app {
struct Pt { double x, y; };
namespace algo {
static double norm1(Pt p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
static void shift(Pt *p, double d) { p->x += d; p->y -= d; }
double run() {
  Pt a{1, -2}, b{3, 4};
  struct Local { int k; } loc{5};
  double r1 = 0, r2 = 0;
  #pragma nano task
  shift(&a, 0.5);
  #pragma nano task
  r1 = norm1(a);
  #pragma nano task
  r2 = norm1(b) + loc.k;
  return r1 + r2;
}
}
template <typename T> struct Grid {
  struct Cell { T v; };
  std::vector<Cell> cells;
  static void set(Cell *c, T v) { c->v = v; }
  void fill() {
    Cell *base = cells.data();
    for (int i = 0; i < (int)cells.size(); i++) {
      #pragma nano task
      set(base + i, T(i));
    }
  }
};
}
int main() {
  app::Grid<double> g{std::vector<app::Grid<double>::Cell>(8)};
  g.fill();
  double t = 0;
  for (auto &c : g.cells) t += c.v;
  std::printf("%.2f %.2f\n", app::algo::run(), t);
  return 0;
}
