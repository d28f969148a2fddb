// test_pointer_types.cpp — which variable types can hold an address: arithmetic words,
// enums, and structs and unions the document defines with such members only.
#include "pointer_types.hpp"
#include "test_support.hpp"

using htg::detail::pointer_free_tags;
using htg::detail::type_may_hold_pointer;

TEST_CASE("a struct or union defined in the type holds no pointer when its members hold none", "[htg][pointers]") {
  // review30 v01: every struct was taken to hold a pointer.
  for (const char *type : {"int", "const unsigned long", "std::size_t", "int64_t", "struct { int f; int g; }",
                           "struct { struct { int v[4]; } w[3]; }", "union { long l; double d; }",
                           "const struct point { double x, y; }", "struct { unsigned a : 3, b : 2 * 2; }",
                           "enum color { red, green = 1 << 2 }", "struct { enum { A, B } k; long n[2][3]; }",
                           "class { public: int x; private: double y; }"}) {
    INFO(type);
    CHECK_FALSE(type_may_hold_pointer(type));
  }
  for (const char *type : {"int *", "struct { int *p; }", "struct { struct { char *s; } in; }", "struct point",
                           "struct { T x; }", "struct { int (*f)(int); }", "std::string", "struct { int x = 0; }",
                           "class { public: int *p; }", "struct S : Base { int x; }", "int &", "struct { int f; ",
                           "struct { std::vector<int> v; }", "struct { int f(); }"}) {
    INFO(type);
    CHECK(type_may_hold_pointer(type));
  }
}

TEST_CASE("a tag another variable's type defines is known by name", "[htg][pointers]") {
  std::vector<htg::Variable> variables(5);
  variables[0].type = "struct point { double x, y; }";
  variables[1].type = "struct segment { struct point ends[2]; }";  // through a tag defined earlier
  variables[2].type = "struct node { int v; struct node *next; }";
  variables[3].type = "struct box { struct node n; }";  // through a tag that holds one
  variables[4].type = "struct derived : point { int z; }";
  const std::set<std::string> free = pointer_free_tags(variables);
  CHECK(free == std::set<std::string>{"point", "segment"});
  CHECK_FALSE(type_may_hold_pointer("struct segment", free));
  CHECK_FALSE(type_may_hold_pointer("const struct point", free));
  CHECK(type_may_hold_pointer("struct point *", free));
  CHECK(type_may_hold_pointer("struct box", free));
  CHECK(type_may_hold_pointer("struct derived", free));
  CHECK(type_may_hold_pointer("struct segment"));  // without the document's tags
}

TEST_CASE("the members a type declares as no array, and of arithmetic type", "[htg][pointers]") {
  using htg::detail::member_kinds;
  const auto kinds = member_kinds("struct { int n, m[4]; double *d; unsigned f : 3; struct { long x; } in; "
                                  "vec v; T *t; int (*fp)(int); union { long l; char c[8]; } u; }");
  CHECK(kinds.values == std::set<std::string>{"d", "f", "in", "l", "n", "t", "u", "x"});
  CHECK(kinds.arithmetic == std::set<std::string>{"f", "l", "n", "x"});
  // A name declared as an array anywhere is none of them.
  CHECK(member_kinds("struct { int n; struct { int n[2]; } w; }").values == std::set<std::string>{"w"});
  CHECK(member_kinds("long").values.empty());
}
