// test_overlap.cpp — may_overlap: exact for comparable bounds, conservative otherwise.
#include "htg/arcs.hpp"
#include "test_support.hpp"

using htg_test::access;

static bool overlap(const char *a, const char *b) {
  bool forward = htg::may_overlap(access(a), access(b));
  bool backward = htg::may_overlap(access(b), access(a));
  INFO(a << " vs " << b);
  CHECK(forward == backward);  // symmetric
  return forward;
}

TEST_CASE("different variables never overlap", "[htg][overlap]") {
  CHECK_FALSE(overlap("a", "b"));
  CHECK_FALSE(overlap("a[0:n]", "b[0:n]"));
  CHECK_FALSE(overlap("*p", "*q"));
}

TEST_CASE("constant sections overlap exactly when they share an element", "[htg][overlap]") {
  CHECK(overlap("a[0:10]", "a[9:5]"));
  CHECK_FALSE(overlap("a[0:10]", "a[10:5]"));
  CHECK_FALSE(overlap("a[3]", "a[4]"));
  CHECK(overlap("a[3]", "a[0:4]"));
  CHECK_FALSE(overlap("a[3]", "a[0:3]"));
  CHECK_FALSE(overlap("a[0:0]", "a[0:10]"));  // an empty section touches nothing
  CHECK(overlap("a[2*3]", "a[6]"));
  CHECK_FALSE(overlap("a[0x10]", "a[15]"));
}

TEST_CASE("symbolic sections compare by their linear forms", "[htg][overlap]") {
  CHECK_FALSE(overlap("a[0:n]", "a[n:n]"));
  CHECK_FALSE(overlap("v[0:n / 2]", "v[n / 2:n - n / 2]"));
  CHECK(overlap("a[0:n]", "a[n - 1:1]"));
  CHECK_FALSE(overlap("a[i]", "a[i + 1]"));
  CHECK(overlap("a[i]", "a[i]"));
  CHECK(overlap("a[i]", "a[j]"));        // unknown relation: assume overlap
  CHECK(overlap("a[f(i)]", "a[0:10]"));  // opaque subscript: assume overlap
}

TEST_CASE("a whole variable overlaps any part of it", "[htg][overlap]") {
  CHECK(overlap("a", "a[3]"));
  CHECK(overlap("s", "s.f"));
  CHECK(overlap("m[1]", "m[1][0:n]"));
}

TEST_CASE("rows of a matrix are separate", "[htg][overlap]") {
  CHECK_FALSE(overlap("m[0][0:n]", "m[1][0:n]"));
  CHECK(overlap("m[0:2][0:n]", "m[1][3]"));
}

TEST_CASE("fields and pointers", "[htg][overlap]") {
  CHECK_FALSE(overlap("s.f", "s.g"));
  CHECK(overlap("s.f[0:4]", "s.f[2]"));
  CHECK_FALSE(overlap("s->f", "s->g"));
  CHECK(overlap("*p", "p[0:n]"));
  CHECK(overlap("*p", "p[0]"));
  CHECK_FALSE(overlap("*p", "p[1:3]"));
  CHECK(overlap("s->f", "s[0]"));
  CHECK(overlap("s.f", "s[0]"));  // mixed views: assume overlap
}
