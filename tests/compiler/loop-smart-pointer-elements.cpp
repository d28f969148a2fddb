// `v[i]->area()` on a std::vector of std::unique_ptr: operator-> gives a
// pointer to the managed object, a heap object apart from the vector, so the
// vector's address does not escape and the body's calls cannot move the bound
// `v.size()`. A body that grows the vector does.
// RUN: not %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
#include <memory>
#include <vector>

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const = 0;
};

void areas(std::vector<double> &out) {
  std::vector<std::unique_ptr<Shape>> v;
  #pragma nano loop independent
  for (size_t i = 0; i < v.size(); i++) out[i] = v[i]->area();
}

void shared(std::vector<double> &out) {
  std::vector<std::shared_ptr<Shape>> v;
  #pragma nano loop independent
  for (size_t i = 0; i < v.size(); i++) out[i] = v[i].get()->area() + (*v[i]).area();
}

void grows(std::vector<std::unique_ptr<Shape>> &v) {
  #pragma nano loop independent
  for (size_t i = 0; i < v.size(); i++) v.push_back(nullptr);
  // CHECK: loop-smart-pointer-elements.cpp:[[@LINE-1]]:26: error: loop is not in canonical form: the bound depends on 'v', which the loop modifies
}
// CHECK-NOT: error:
