// Creating a task `process(t)` whose parameter is a reference evaluates only
// the address of `t`, not the object: the creator need not wait for an
// earlier task on the same variable before creating the next. So the
// idiomatic `for (auto &t : tiles) { #pragma nano task process(t); }` creates
// one nano-thread per element without waiting (each registers its element).
// Before, every iteration began with nano_wait_all_() (probe6 F13), whether
// the callee wrote or only read the element.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <array>
#include <vector>

struct Tile { double v[64]; int id; };
static void process(Tile &t) { for (auto &x : t.v) x = t.id; }
static double first(const Tile &t) { return t.v[0]; }

double run(std::array<Tile, 4> &tiles, std::vector<Tile> &more) {
  // CHECK-LABEL: double run(
  for (auto &t : tiles) {
    // CHECK: try { for (auto &t : tiles) {
    // CHECK-NOT: nano_wait_all_{{[(][)]}};
    // CHECK: nano_create{{[(]}}
#pragma nano task
    process(t);
  }
  double out[4];
  int k = 0;
  for (const Tile &t : more) {
    // CHECK: {{[;] }}for (const Tile &t : more) {
    // CHECK-NOT: nano_wait_all_{{[(][)]}};
    // CHECK: nano_create{{[(]}}
#pragma nano task
    out[k] = first(t);
    k = (k + 1) % 4;
  }
#pragma nano wait
  return out[0];
}
// WARN-NOT: warning
