// C++ counterpart of loop-bound-read-through-pointer.c: `v.size()` on a
// reference parameter the caller binds to a global the body's call grows, and a
// member's bound read through `this` (review24 u05/u06).
// RUN: not %translate %s -- -std=c++20 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <vector>

static std::vector<long> G;
static std::vector<double> H;
static long f(long x) { if (x < 3) G.push_back(x + 50); return x * 2; }
static long g(long x) { H.push_back(0.5); return x * 2; }

void grows_global(const std::vector<long> &v, std::vector<long> &out) {
  #pragma nano loop independent
  for (std::size_t i = 0; i < v.size(); i++) out[i] = f(v[i]);
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-1]]:31: error: loop is not in canonical form: the bound reads through 'v', which may refer to 'G', and the loop may modify 'G'; if the trip count is fixed, copy the bound into a local variable before the loop
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-2]]:55: note: 'G' may be written here, by 'f(v[i])'
}

struct Grid {
  int n_ = 0;
  long cells_[64] = {};
  void step();
};
static Grid Shared;
static void touch(int i) { Shared.n_ = i; }

void Grid::step() {
  #pragma nano loop independent
  for (int i = 0; i < n_; i++) { cells_[i] = i; touch(i); }
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-1]]:23: error: loop is not in canonical form: the bound reads through 'this', which may refer to 'Shared', and the loop may modify 'Shared'
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-2]]:49: note: 'Shared' may be written here, by 'touch(i)'
}

// Accepted: a vector of doubles never holds a vector of longs.
void grows_other_type(const std::vector<long> &v, std::vector<long> &out) {
  #pragma nano loop independent
  for (std::size_t i = 0; i < v.size(); i++) out[i] = g(v[i]);
}

// Without `independent`: `w[i]` may be the element `v[0]` the bound reads
// (review25 w40: run(x, x)). Elements never overlap a vector's size.
void prefix(const std::vector<long> &v, std::vector<long> &w) {
  #pragma nano loop
  for (std::size_t i = 0; i < static_cast<std::size_t>(v[0]); i++) w[i] = 10;
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-1]]:68: error: cannot prove that iterations are independent: the loop's bound reads 'v[0]', which the write of 'w[i]' may overlap; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-2]]:68: note: write of 'w' here
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-3]]:56: note: read of 'v' here
}

void copy_all(const std::vector<long> &v, std::vector<long> &w) {
  #pragma nano loop
  for (std::size_t i = 0; i < v.size(); i++) w[i] = v[i] + 1;
}

// A std::array's elements lie inside it: writing one writes the global.
#include <array>
struct Cell { int n; long a[4]; };
static std::array<Cell, 4> Cells;
void cells(const Cell &c, long *out) {
  #pragma nano loop independent
  for (int i = 0; i < c.n; i++) { out[i] = i; if (i == 3) Cells[2].n = 10; }
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-1]]:23: error: loop is not in canonical form: the bound reads through 'c', which may refer to 'Cells', and the loop may modify 'Cells'
  // CHECK: loop-bound-read-through-reference.cpp:[[@LINE-2]]:59: note: 'Cells' may be written here, by 'Cells[2].n'
}

// A member's bound `n_` and its array field `a_[i]` are apart (review26
// c_member_int_fields).
struct Counts {
  int n_ = 0;
  int a_[64] = {};
  void clear() {
    #pragma nano loop
    for (int i = 0; i < n_; i++) a_[i] = 0;
  }
};
