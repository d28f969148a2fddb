// Tasks on the elements of a std::list, std::map or std::deque (through a
// range-based for's reference or an iterator) register each element at its
// address; a sibling task on the whole container registers the container
// object, which holds none of those elements. The container-elements stand-in
// orders them: the element tasks register it as a read (they still run in
// parallel with each other), the whole-container task as a write, so it runs
// after them (the sums below read the updated elements).
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <deque>
#include <list>
#include <map>

static void spin(int n) {
  volatile long z = 0;
  for (long k = 0; k < n * 20000L; k++) z = z + k;
}
static long sum(const std::list<int> &l) {
  long s = 0;
  for (int x : l) s += x;
  return s;
}
static long total(const std::map<int, long> &m) {
  long s = 0;
  for (auto &kv : m) s += kv.second;
  return s;
}
static long dsum(const std::deque<long> &d) {
  long s = 0;
  for (long x : d) s += x;
  return s;
}

// The whole container as a member (`this->items`) and through a pointer.
struct Bag {
  std::list<int> items;
  long run() {
    for (auto &x : items) {
      #pragma nano task
      { spin(2); x += 4; }
    }
    long t;
    #pragma nano task
    t = sum(items);
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&nano_container_elements_, 1); nano_set_label(nano_t_, "sum");
    #pragma nano wait
    return t;
  }
};
static long through_pointer(std::list<int> *pl) {
  for (auto it = pl->begin(); it != pl->end(); ++it) {
    #pragma nano task
    { spin(2); *it += 1; }
  }
  long t;
  #pragma nano task
  t = sum(*pl);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&nano_container_elements_, 1); nano_set_label(nano_t_, "sum");
  #pragma nano wait
  return t;
}

int main() {
  std::list<int> l(6, 3);
  for (auto &x : l) {
    #pragma nano task
    { spin(2); x += 4; }
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(x)), static_cast<size_t>(4)); nano_access(nano_t_, NANO_IN, (const void *)&nano_container_elements_, 1);
  }
  long t;
  #pragma nano task
  t = sum(l);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)&nano_container_elements_, 1); nano_set_label(nano_t_, "sum");
  std::map<int, long> m;
  for (int i = 0; i < 6; i++) m[i] = i;
  for (auto it = m.begin(); it != m.end(); ++it) {
    #pragma nano task
    { spin(2); it->second += 10; }
  }
  long u;
  #pragma nano task
  u = total(m);
  std::deque<long> d(5, 1);
  for (auto it = d.begin(); it != d.end(); ++it) {
    #pragma nano task
    { spin(2); *it += 2; }
  }
  long w;
  #pragma nano task
  w = dsum(d);
  #pragma nano wait
  Bag b;
  b.items.assign(6, 3);
  std::list<int> p(5, 1);
  long r = b.run() + through_pointer(&p);
  std::printf("%ld %ld %ld %ld\n", t, u, w, r);
  return 0;
}
