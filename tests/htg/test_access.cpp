// test_access.cpp — the access syntax: parse_access and access_to_string.
#include "htg/arcs.hpp"
#include "htg/reader.hpp"
#include "htg/writer.hpp"
#include "test_support.hpp"

using htg::Selector;
using htg_test::access;

TEST_CASE("a plain variable has no selectors", "[htg][access]") {
  auto a = access("total");
  CHECK(a.base == "total");
  CHECK_FALSE(a.deref);
  CHECK(a.selectors.empty());
}

TEST_CASE("sections, indices, fields and arrows parse in order", "[htg][access]") {
  auto a = access("m[i][0:n]");
  CHECK(a.base == "m");
  REQUIRE(a.selectors.size() == 2);
  CHECK(a.selectors[0].kind == Selector::Kind::index);
  CHECK(a.selectors[0].index == "i");
  CHECK(a.selectors[1].kind == Selector::Kind::section);
  CHECK(a.selectors[1].index == "0");
  CHECK(a.selectors[1].length == "n");

  auto s = access("s->f[lo + 1:len * 2].g");
  REQUIRE(s.selectors.size() == 3);
  CHECK(s.selectors[0].kind == Selector::Kind::arrow);
  CHECK(s.selectors[0].name == "f");
  CHECK(s.selectors[1].index == "lo + 1");
  CHECK(s.selectors[1].length == "len * 2");
  CHECK(s.selectors[2].kind == Selector::Kind::field);
  CHECK(s.selectors[2].name == "g");
}

TEST_CASE("a leading star is a dereference", "[htg][access]") {
  auto p = access("*p");
  CHECK(p.deref);
  CHECK(p.base == "p");
}

TEST_CASE("each further leading star is one more element zero", "[htg][access]") {
  // `**pp` is an lvalue of the pragma clauses' syntax: *(pp[0]), the same as pp[0][0].
  auto access = htg::parse_access("**pp");
  REQUIRE(access);
  CHECK(access->deref);
  CHECK(access->base == "pp");
  REQUIRE(access->selectors.size() == 1);
  CHECK(access->selectors[0].index == "0");
  CHECK(access->text == "**pp");
  CHECK(htg::may_overlap(*access, *htg::parse_access("pp[0][0]")));
  CHECK_FALSE(htg::may_overlap(*access, *htg::parse_access("pp[1][0]")));
  auto field = htg::parse_access("**s.f");  // the star applies to s.f: s.f[0][0]
  REQUIRE(field);
  REQUIRE(field->selectors.size() == 2);
  CHECK(field->selectors[0].name == "f");
  CHECK(field->selectors[1].index == "0");
}

TEST_CASE("parenthesised operands become selectors on the variable", "[htg][access]") {
  struct Case {
    const char *text;
    const char *plain;
  };
  const Case cases[] = {
      {"*(p + 1)", "p[1]"},
      {"*(p - 1)", "p[-1]"},
      {"*(p + i - 1)", "p[i - 1]"},
      {"*(p - i + 1)", "p[-i + 1]"},
      {"(a + 4)[0:2]", "a[4:2]"},
      {"(a + 4)[i]", "a[4 + i]"},
      {"(a + k)[lo + 1:n]", "a[(k) + (lo + 1):n]"},
      {"(p + i)[c ? 1 : 2:n]", "p[(i) + (c ? 1 : 2):n]"},
      {"(*pp)[0:2]", "pp[0][0:2]"},
      {"(**ppp)[i]", "ppp[0][0][i]"},
      {"(*s).f", "s->f"},
      {"(**s).f[i]", "s[0]->f[i]"},
      {"(p + 2)->f", "p[2].f"},
      {"*(*pp + 1)", "pp[0][1]"},
      {"*(s.d + k)", "s.d[k]"},
      {"(*p)", "*p"},
      {"*(p)", "*p"},
      {"**pp", "*pp[0]"},
      {"*(*pp)", "*pp[0]"},
      {"((p + 1) + 2)[0]", "p[1 + 2]"},
      {"(m[i] + j)[0:n]", "m[i][j:n]"},
      {"(*(p + k))", "p[k]"},
      {"(*(*pp + 1))", "pp[0][1]"},
      {"((*(p + k)))", "p[k]"},
      {"(**(pp + 1))", "*pp[1]"},
      {"(*(p + 1)).f", "p[1].f"},
  };
  for (const Case &c : cases) {
    INFO(c.text);
    std::string why;
    std::optional<std::string> plain = htg::unparenthesized_access(c.text, &why);
    REQUIRE(plain);
    CHECK(*plain == c.plain);
    auto read = htg::parse_access(c.text, &why);
    REQUIRE(read);
    CHECK(read->text == c.text);  // kept as written
    CHECK(htg::access_to_string(*read) == htg::access_to_string(*htg::parse_access(c.plain)));
  }
  // The same memory, so the same overlaps.
  CHECK(htg::may_overlap(*htg::parse_access("*(p + 1)"), *htg::parse_access("p[1]")));
  CHECK_FALSE(htg::may_overlap(*htg::parse_access("*(p + 1)"), *htg::parse_access("p[2]")));
  CHECK_FALSE(htg::may_overlap(*htg::parse_access("(a + 4)[0:2]"), *htg::parse_access("a[0:4]")));
  CHECK(htg::may_overlap(*htg::parse_access("(a + 4)[0:2]"), *htg::parse_access("a[5]")));
}

TEST_CASE("parenthesised parts that are no pointer are rejected with a reason", "[htg][access]") {
  struct Case {
    const char *text;
    const char *reason;
  };
  const Case cases[] = {
      {"(p + 1)", "is a pointer, not an lvalue"},
      {"((int *)q)[0]", "a cast ('(int *)') names no variable"},
      {"(p * 2)[0]", "is not a pointer, a dereference or a pointer plus an offset"},
      {"(p + 1).f", "write '->f'"},
      {"*(p + (a < b))[0]", ""},
      {"*(p + a < b)", "binds less tightly than '+'"},
      {"(p +)[0]", "has no operand"},
      {"(4 + a)[0]", "must start with a variable name"},
      {"*(p + 1) + 2", "unexpected '+'"},
      {"(p[0]", "never closed"},
  };
  for (const Case &c : cases) {
    INFO(c.text);
    std::string why;
    if (std::string_view(c.reason).empty()) {  // parses: the comparison is inside parentheses
      CHECK(htg::parse_access(c.text, &why));
      continue;
    }
    CHECK_FALSE(htg::parse_access(c.text, &why));
    CHECK_THAT(why, Catch::Contains(c.reason));
  }
}

TEST_CASE("subscripts may hold calls, nested subscripts and ternaries", "[htg][access]") {
  auto a = access("a[f(i, j)][idx[k]:c ? 1 : 2]");
  REQUIRE(a.selectors.size() == 2);
  CHECK(a.selectors[0].index == "f(i, j)");
  CHECK(a.selectors[1].index == "idx[k]");
  CHECK(a.selectors[1].length == "c ? 1 : 2");
}

TEST_CASE("access_to_string prints the normal form", "[htg][access]") {
  CHECK(htg::access_to_string(access("  a [ 0 : n ] ")) == "a[0:n]");
  CHECK(htg::access_to_string(access("*p")) == "*p");
  CHECK(htg::access_to_string(access("s->f[i].g")) == "s->f[i].g");
  CHECK(access("  a [ 0 : n ] ").text == "a [ 0 : n ]");
}

TEST_CASE("malformed accesses are rejected with a reason", "[htg][access]") {
  struct Case {
    const char *text;
    const char *reason;
  };
  const Case cases[] = {
      {"", "names no variable"},
      {"a[0:", "never closed"},
      {"a[]", "empty subscript"},
      {"a[:n]", "no lower bound"},
      {"a[0:]", "no length"},
      {"a[0:1:2]", "more than one ':'"},
      {"3[0]", "must start with a variable"},
      {"a.", "field name"},
      {"a b", "unexpected 'b'"},
      {"a[\"x]", "never closed"},
      {"a@b", "character '@'"},
      {"a[(1]", "never closed"},
  };
  for (const Case &c : cases) {
    std::string error;
    INFO(c.text);
    CHECK_FALSE(htg::parse_access(c.text, &error));
    CHECK_THAT(error, Catch::Contains(c.reason));
  }
}
