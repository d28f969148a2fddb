// A task that registers a std::vector or std::string object (an element
// `v[3] = 100`, `v.push_back(x)`, a field of a struct or of `*this`, an element
// of an array of vectors, a reference parameter) also registers the
// container's element buffer with the same mode: another task may reach the
// elements through `v.data()` or a view, which registers only the buffer.
// Before, the two were not ordered (tests/e2e/programs/cpp_container_buffer_and_elements.cpp
// printed 45 instead of 142). An empty container may have no buffer.
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <string>
#include <vector>

static void fill(long *p, int n) { for (int i = 0; i < n; i++) p[i] = i; }
static long sum(const std::vector<long> &v) { long s = 0; for (long e : v) s += e; return s; }

struct Holder { int tag; std::vector<long> v; };

struct Series {
  std::vector<long> d;
  void build() {
    // CHECK-LABEL: void build() {
    // CHECK: if (d.data()) nano_access(nano_t_, NANO_OUT, nano_bytes_((d.data())), static_cast<size_t>(80));
#pragma nano task
    fill(d.data(), 10);
    // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((this)), static_cast<size_t>(24)); if ((*this).d.data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((*this).d.data()), static_cast<size_t>((*this).d.size() * sizeof(*(*this).d.data())));
#pragma nano task
    d[3] = 100;
#pragma nano wait
  }
};

long reference(std::vector<long> &r) {
  // CHECK-LABEL: long reference(
  // One element of a std::vector named by a variable: the element itself, inside the
  // buffer a task on the whole vector registers, and a read of the header.
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(r)), static_cast<size_t>(24)); nano_access(nano_t_, NANO_OUT, nano_bytes_((&(r[3]))), static_cast<size_t>(8));
#pragma nano task
  r[3] = 100;
#pragma nano wait
  return sum(r);
}

int main() {
  // CHECK-LABEL: int main()
  std::vector<long> v(10, 0);
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(v)), static_cast<size_t>(24)); if ((v).data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((v).data()), static_cast<size_t>((v).size() * sizeof(*(v).data())));
#pragma nano task
  v.push_back(7);
  // A reader of the whole vector reads its buffer.
  // CHECK: nano_access(nano_t_, NANO_IN, nano_bytes_(&(v)), static_cast<size_t>(24)); if ((v).data()) nano_access(nano_t_, NANO_IN, nano_bytes_((v).data()), static_cast<size_t>((v).size() * sizeof(*(v).data())));
  long total = 0;
#pragma nano task
  total = sum(v);
  Holder h{1, std::vector<long>(4)};
  // Only the field is registered, and its buffer; not the tag.
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(h)) + (8)), static_cast<size_t>(24)); if ((h).v.data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((h).v.data()), static_cast<size_t>((h).v.size() * sizeof(*(h).v.data())));
#pragma nano task
  h.v[1] = 5;
  // The whole struct: every container field's buffer.
  Holder k{2, std::vector<long>(4)};
  // CHECK: if ((k).v.data()) nano_access(nano_t_, NANO_IN, nano_bytes_((k).v.data()),
#pragma nano task
  total += k.tag + sum(k.v);
  std::vector<long> rows[2] = {std::vector<long>(4), std::vector<long>(4)};
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(rows)) + (24)), static_cast<size_t>(24)); if ((rows)[1].data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((rows)[1].data()), static_cast<size_t>((rows)[1].size() * sizeof(*(rows)[1].data())));
#pragma nano task
  rows[1][3] = 100;
  std::string s(8, '.');
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_(&(s)), static_cast<size_t>(32)); if ((s).data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((s).data()), static_cast<size_t>((s).size() * sizeof(*(s).data())));
#pragma nano task
  s[1] = 'Z';
  // Through a pointer, which may be null where the task does not use it.
  std::vector<long> *pv = &v;
  // CHECK: nano_access(nano_t_, NANO_INOUT, nano_bytes_((pv)), static_cast<size_t>(24)); if (pv && (*pv).data()) nano_access(nano_t_, NANO_INOUT, nano_bytes_((*pv).data()), static_cast<size_t>((*pv).size() * sizeof(*(*pv).data())));
#pragma nano task
  (*pv)[0] = 9;
  // A scalar or a plain array registers nothing more.
  long a[4] = {0};
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(a)) + (16)), static_cast<size_t>(8)); nano_set_label
#pragma nano task
  a[2] += 1;
#pragma nano wait
  Series ser;
  ser.build();
  return (int)(total + a[2] + reference(v));
}
// WARN-NOT: warning
