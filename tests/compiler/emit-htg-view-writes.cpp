// --emit-htg of a parallel block whose node writes a container only through a
// std::span of it (`auto sv = std::span<double>(w); scale(sv.first(500));`):
// HTG accesses are per variable, so the write of w's buffer is the node's
// write of 'w', and the node reading w after it has an arc from it (before:
// the buffer had no variable, the node listed no write of w and no arc
// ordered the two nodes, although the generated program orders them). The
// two parts are disjoint, but an HTG access is a whole variable: the graph
// orders the two scale nodes too (the program runs them at once).
// RUN: %translate %s --emit-htg %t.json -- -std=c++20 > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
#include <span>
#include <vector>

static void scale(std::span<double> s) { for (double &x : s) x = x * 2 + 1; }
static double sum(const std::vector<double> &v) { double t = 0; for (double x : v) t += x; return t; }

double run(std::vector<double> &w) {
  double t = 0;
  #pragma nano parallel
  {
    auto sv = std::span<double>(w);
    scale(sv.first(500));
    scale(std::span<double>(w).last(500));
    t = sum(w);
  }
  return t;
}
// CHECK:      var extern double t
// CHECK-NEXT: var std::span<double> sv
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple s2 R w W sv cost : sv = std::span<double>(w);
// CHECK-NEXT: | | simple n1 R w sv W w cost : scale(sv.first(500));
// CHECK-NEXT: | | simple n2 R w W w cost : scale(std::span<double>(w).last(500));
// CHECK-NEXT: | | simple n3 R w W t cost : t = sum(w);
// CHECK-NEXT: | | -> s2 n1 data sv
// CHECK-NEXT: | | -> n1 n2 data w
// CHECK-NEXT: | | -> n2 n3 data w
