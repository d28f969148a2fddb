// C++ names and types as the generated code spells them, at file scope or at
// the creator: globals of a namespace and static data members from the global
// namespace (an anonymous namespace left out), types as their canonical type
// with every scope written (not the sugar `auto` deduced, not
// `geo::struct Mesh::Cell`, not `(anonymous namespace)::`), class arguments
// by value constructed in the block (std::pair is no longer refused), and a
// default argument's object registered (probe4 C23, C8, C9, C11, C17, C10,
// C22a). End to end: tests/e2e/programs/cpp_qualified_globals.cpp,
// cpp_spelled_types.cpp, cpp_by_value_class_arguments.cpp,
// cpp_default_argument_pointer.cpp.
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// (Each pattern writes one blank as {{ }}: the translation keeps these comments.)
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=QUIET --allow-empty < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// QUIET-NOT: warning
// QUIET-NOT: error
#include <memory>
#include <utility>
#include <vector>

namespace stats { long total = 0; }
struct Cfg { static long count; };
long Cfg::count = 0;
namespace { long hidden = 5; struct Acc { long s = 0; }; }
namespace geo { struct Mesh { struct Cell { int id; double v; }; }; }
struct Shape { enum class State { idle, busy }; };
struct Config { const int n; double scale; };

static void add(long v) { stats::total += v; }
static void inc() { Cfg::count++; hidden++; }
static void put(Acc &a, long v) { a.s += v; }
static long size_of(std::shared_ptr<std::vector<long>> p) { return (long)p->size(); }
static double value_of(geo::Mesh::Cell c, Shape::State s) { return c.v + (s == Shape::State::busy); }
static double run(Config c) { return c.n * c.scale; }
static double first_plus(std::pair<int, double> p) { return p.first + p.second; }
static long g = 1;
static void bump(long *p = &g) { *p += 1; }

double f() {
  #pragma nano task
  add(4);
  // CHECK-DAG: nano_access(nano_t_,{{ }}NANO_INOUT, nano_bytes_(&(::stats::total)), static_cast<size_t>(8));
  #pragma nano task
  inc();
  // CHECK-DAG: nano_access(nano_t_,{{ }}NANO_INOUT, nano_bytes_(&(::Cfg::count)), static_cast<size_t>(8));
  // CHECK-DAG: nano_access(nano_t_,{{ }}NANO_INOUT, nano_bytes_(&(::hidden)), static_cast<size_t>(8));
  Acc x;
  #pragma nano task
  put(x, 3);
  // CHECK-DAG: struct{{ }}nano_args_3 { struct Acc *nano_a0_; long nano_a1_; };
  auto sp = std::make_shared<std::vector<long>>(10, 3);
  long r = 0;
  #pragma nano task
  r = size_of(sp);
  // CHECK-DAG: struct{{ }}nano_args_4 { long *r; class std::shared_ptr<class std::vector<long>> *sp; };
  geo::Mesh::Cell c{1, 2.0};
  Shape::State st = Shape::State::busy;
  double v = 0;
  #pragma nano task
  v = value_of(c, st);
  // CHECK-DAG: struct{{ }}nano_args_5 { struct geo::Mesh::Cell nano_a0_; enum Shape::State nano_a1_; double *nano_lhs_; };
  Config cfg{4, 2.5};
  double w = 0;
  #pragma nano task
  w = run(cfg);
  // CHECK-DAG: struct{{ }}nano_args_6 { struct Config nano_a0_; double *nano_lhs_; };
  // CHECK-DAG: ::new{{ }}(static_cast<void *>(&nano_a_->nano_a0_)) decltype(nano_a_->nano_a0_)(cfg);
  std::pair<int, double> pr{1, 2.5};
  double u = 0;
  #pragma nano task
  u = first_plus(pr);
  // CHECK-DAG: struct{{ }}nano_args_7 { struct std::pair<int, double> nano_a0_; double *nano_lhs_; };
  // CHECK-DAG: ::new{{ }}(static_cast<void *>(&nano_a_->nano_a0_)) decltype(nano_a_->nano_a0_)(pr);
  #pragma nano task
  bump();
  // CHECK-DAG: nano_access(nano_t_,{{ }}NANO_INOUT, nano_bytes_(&(::g)), static_cast<size_t>(8));
  return r + v + w + u + (double)x.s + (double)g;
}

// The outlined calls take the block's class objects as rvalues (a move-only
// argument moved into the block is moved on to the parameter).
// CHECK-DAG: run(static_cast<decltype(nano_a_->nano_a0_){{ }}&&>(nano_a_->nano_a0_));
// CHECK-DAG: first_plus(static_cast<decltype(nano_a_->nano_a0_){{ }}&&>(nano_a_->nano_a0_));
