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
