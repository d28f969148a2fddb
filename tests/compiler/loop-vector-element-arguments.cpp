// An element of a std::vector passed by reference or address to a function of
// the file is its bytes in the vector's buffer (with the loop's own `p[i]`
// accesses), not the whole vector; a field of a returned temporary is no
// memory of the program (review29: `p[i] = add(p[i], d)` was refused as
// "'p.data()' and 'p' may point to overlapping memory").
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s --implicit-check-not=error:
#include <vector>

struct V { double x, y; };
static V add(const V &a, const V &b) { return {a.x + b.x, a.y + b.y}; }
static void setx(V *v) { v->x = 1; }
static void first_one(double *p) { p[0] = 1; }
static void second_two(double *p) { p[1] = 2; }

void same_element(std::vector<V> &p, V d) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size(); i++) p[i] = add(p[i], d);
}

void field_of_result(std::vector<V> &p) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size(); i++) p[i].x = add(p[i], p[i]).y;
}

void by_address(std::vector<V> &p) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size(); i++) { setx(&p[i]); p[i].y = p[i].x; }
}

void next_element(std::vector<V> &p, V d) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size() - 1; i++) p[i] = add(p[i + 1], d);
  // CHECK: loop-vector-element-arguments.cpp:[[@LINE-1]]:50: error: loop-carried dependence prevents parallel execution: 'p[i]' and 'p[i + 1]' access the same element of 'p.data()' in different iterations of the loop over 'i' at line [[@LINE-1]]
}

void next_by_address(std::vector<V> &p) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size() - 1; i++) { setx(&p[i + 1]); p[i].y = p[i].x; }
  // CHECK: loop-vector-element-arguments.cpp:[[@LINE-1]]:52: error: loop-carried dependence prevents parallel execution: the write of 'p.data()' in 'setx(&p[i + 1])' and 'p[i].x' access the same element of 'p.data()' in different iterations of the loop over 'i' at line [[@LINE-1]]
}

// `&m[i][j]` of a vector of vectors is the element m[i], whole (its own buffer):
// the callee's offsets are in that buffer, not in m's (review31).
void nested(std::vector<std::vector<double>> &m) {
  #pragma nano loop
  for (std::size_t i = 0; i < m.size() - 1; ++i) { first_one(&m[i][1]); second_two(&m[i + 1][0]); }
  // CHECK: loop-vector-element-arguments.cpp:[[@LINE-1]]:52: error: loop-carried dependence prevents parallel execution
}
