// test_arcs.cpp — computed arcs (flow/anti/output/control, transitive reduction, loops)
// and the conflict check of given arcs.
#include "htg/arcs.hpp"
#include "htg/names.hpp"
#include "htg/writer.hpp"
#include "test_support.hpp"

using htg_test::document_with;
using htg_test::read_ok;

namespace {

// "from->to:kind:on" for each arc of the root, in order.
std::vector<std::string> arc_list(const htg::Node &compound) {
  std::vector<std::string> out;
  for (const htg::Arc &arc : compound.arcs)
    out.push_back(arc.from + "->" + arc.to + ":" + std::string(htg::arc_kind_name(arc.kind)) + ":" + arc.on);
  return out;
}

// A document whose variables are the given JSON array text.
std::string with_variables(const std::string &variables, const std::string &document) {
  std::string text = document;
  text.insert(text.find(R"("root")"), R"("variables": )" + variables + ", ");
  return text;
}

std::string simple(const std::string &id, const std::string &reads, const std::string &writes,
                   const std::string &extra = "") {
  return R"({"id": ")" + id + R"(", "kind": "simple", "code": "f();", "reads": )" + reads + R"(, "writes": )" + writes +
         extra + "}";
}

// The variable an access names: `p` of `*p`, `box` of `box.d[3]`.
std::string parse_access_base(const std::string &text) { return htg_test::access(text).base; }

}  // namespace

TEST_CASE("flow, anti and output dependences become arcs", "[htg][arcs]") {
  auto doc = read_ok(document_with("[" + simple("w", "[]", R"(["x"])") + "," + simple("r", R"(["x"])", "[]") + "," +
                                   simple("w2", "[]", R"(["x"])") + "]"));
  // w->r flow, r->w2 anti; w->w2 (output) is implied by w->r->w2 and removed.
  CHECK(arc_list(doc.root) == std::vector<std::string>{"w->r:data:x", "r->w2:data:x"});
  CHECK_FALSE(doc.root.arcs_given);
}

TEST_CASE("the diamond keeps only its four arcs", "[htg][arcs]") {
  auto doc = read_ok(document_with("[" + simple("a", "[]", R"(["a[0:n]"])") + "," +
                                   simple("b", R"(["a[0:n]"])", R"(["b[0:n]"])") + "," +
                                   simple("c", R"(["a[0:n]"])", R"(["c[0:n]"])") + "," +
                                   simple("d", R"(["b[0:n]", "c[0:n]", "a[0:n]"])", "[]") + "]"));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"a->b:data:a", "a->c:data:a", "b->d:data:b", "c->d:data:c"});
}

TEST_CASE("disjoint sections give no arc", "[htg][arcs]") {
  auto doc = read_ok(document_with("[" + simple("lo", "[]", R"(["v[0:n/2]"])") + "," +
                                   simple("hi", "[]", R"(["v[n/2:n-n/2]"])") + "," +
                                   simple("all", R"(["v[0:n]"])", "[]") + "]"));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"lo->all:data:v", "hi->all:data:v"});
}

TEST_CASE("reading the same data twice needs no arc", "[htg][arcs]") {
  auto doc = read_ok(document_with("[" + simple("r1", R"(["x"])", "[]") + "," + simple("r2", R"(["x"])", "[]") + "]"));
  CHECK(doc.root.arcs.empty());
}

TEST_CASE("a condition's variables order the node after their writer with a control arc", "[htg][arcs]") {
  auto doc = read_ok(document_with("[" + simple("test", "[]", R"(["ok"])") + "," +
                                   simple("maybe", "[]", R"(["y"])", R"x(, "condition": "ok && check(y)")x") + "]"));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"test->maybe:control:ok"});
}

TEST_CASE("a loop is seen from outside with its subscripts widened and bounds read", "[htg][arcs]") {
  std::string loop = R"({"id": "l", "kind": "loop", "var": "i", "from": 0, "to": "n", "parallel": true,
      "body": {"id": "b", "kind": "simple", "code": "y[i] = x[i];", "reads": ["x[i]"], "writes": ["y[i]", "i"]}})";
  auto doc = read_ok(document_with("[" + simple("set_n", "[]", R"(["n"])") + "," + simple("fill", "[]", R"(["x[5]"])") +
                                   "," + loop + "," + simple("use", R"(["y[7]"])", "[]") + "]"));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"set_n->l:data:n", "fill->l:data:x", "l->use:data:y"});
  auto seen = htg::effective_accesses(doc.root.children[2]);
  REQUIRE(seen.writes.size() == 1);  // the write of the loop variable is private to the loop
  CHECK(seen.writes[0].base == "y");
}

TEST_CASE("a loop's accesses cover the section its iterations reach when its bounds are fixed", "[htg][arcs]") {
  auto loop = [](const std::string &id, const std::string &bounds, const std::string &access,
                 const std::string &extra_writes = "") {
    return R"({"id": ")" + id + R"(", "kind": "loop", "var": "i", )" + bounds + R"(, "body": {"id": ")" + id +
           R"(_body", "kind": "simple", "code": "f();", "writes": [")" + access + "\"" + extra_writes + "]}}";
  };
  SECTION("a[i] for 1 <= i < 10 misses a[0]: the file of the probe, with its arcs, is valid") {
    auto doc = read_ok(document_with(
        "[" + simple("head", "[]", R"(["a[0]"])") + "," + loop("rest", R"("from": 1, "to": "cnt")", "a[i]") + "," +
            simple("pr", R"(["a[0:10]"])", "[]") + "]",
        R"([{"from": "head", "to": "pr"}, {"from": "rest", "to": "pr"}])"));
    auto seen = htg::effective_accesses(doc.root.children[1]);
    REQUIRE(seen.writes.size() == 1);
    CHECK(htg::access_to_string(seen.writes[0]) == "a[(1):((cnt) - 1 - (1)) + (1)]");
  }
  SECTION("computed arcs: no arc from the element before the section, one to the reader of all") {
    auto doc = read_ok(document_with("[" + simple("head", "[]", R"(["a[0]"])") + "," +
                                     loop("rest", R"("from": 1, "to": 10)", "a[i]") + "," +
                                     simple("pr", R"(["a[0:10]"])", "[]") + "]"));
    CHECK(arc_list(doc.root) == std::vector<std::string>{"head->pr:data:a", "rest->pr:data:a"});
  }
  SECTION("a stride and a reversed subscript cover [lo, last] of their iterations") {
    auto doc = read_ok(document_with("[" + loop("even", R"("from": 0, "to": 5)", "a[2 * i]") + "," +
                                     simple("nine", "[]", R"(["a[9]"])") + "," +
                                     loop("back", R"("from": 0, "to": 5, "step": 2)", "b[9 - i]") + "," +
                                     simple("b_low", "[]", R"(["b[0:5]"])") + "," +
                                     simple("b_high", "[]", R"(["b[9]"])") + "]"));
    // a[2*i] is a[0:9] (0 ... 8), b[9 - i] is b[5:5] (5 ... 9)
    CHECK(arc_list(doc.root) == std::vector<std::string>{"back->b_high:data:b"});
  }
  SECTION("a bound or a subscript variable the body writes, or a subscript not linear in the variable, covers "
          "the whole dimension") {
    auto doc = read_ok(document_with("[" + simple("head", "[]", R"(["a[0]"])") + "," +
                                     loop("moving", R"("from": 1, "to": "cnt")", "a[i]", R"(, "cnt")") + "," +
                                     simple("c50", "[]", R"(["c[50]"])") + "," +
                                     loop("square", R"("from": 1, "to": 5)", "c[i * i]") + "," +
                                     simple("dk", "[]", R"(["d[k]"])") + "," +
                                     loop("fixed_k", R"("from": 1, "to": 5)", "d[i + k]") + "," +
                                     simple("ek", "[]", R"(["e[k]"])") + "," +
                                     loop("moving_k", R"("from": 1, "to": 5)", "e[i + k]", R"(, "k")") + "]"));
    // d[i + k] with k fixed is d[1 + k:4], after d[k]; e[i + k] with k written is e[*].
    // d[k], d[i + k] and e[k] read k to locate their element: moving_k, which writes k,
    // comes after each (on k, found before the overlap on e).
    CHECK(arc_list(doc.root) == std::vector<std::string>{"head->moving:data:a", "c50->square:data:c",
                                                         "dk->moving_k:data:k", "fixed_k->moving_k:data:k",
                                                         "ek->moving_k:data:k"});
  }
}

TEST_CASE("a compound child is seen through its children's accesses", "[htg][arcs]") {
  std::string inner = R"({"id": "inner", "kind": "compound", "children": [)" + simple("i1", "[]", R"(["q"])") + "]}";
  auto doc = read_ok(document_with("[" + inner + "," + simple("after", R"(["q"])", "[]") + "]"));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"inner->after:data:q"});
}

TEST_CASE("given arcs are kept as written and checked for unordered conflicts", "[htg][arcs]") {
  std::string children = "[" + simple("a", "[]", R"(["x"])") + "," + simple("b", "[]", R"(["y"])") + "," +
                         simple("c", R"(["x", "y"])", "[]") + "]";
  SECTION("a path of arcs orders every conflicting pair") {
    auto doc =
        read_ok(document_with(children, R"([{"from": "a", "to": "b"}, {"from": "b", "to": "c", "kind": "control"}])"));
    CHECK(arc_list(doc.root) == std::vector<std::string>{"a->b:data:", "b->c:control:"});
    CHECK(doc.root.arcs_given);
  }
  SECTION("a conflicting pair without a path is an error") {
    auto result = htg::read_document(document_with(children, R"([{"from": "b", "to": "c"}])"));
    REQUIRE_FALSE(result.ok());
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].pointer == "/root/children/2");
    CHECK_THAT(result.diagnostics[0].message, Catch::Contains("'a' and 'c' conflict on 'x'"));
  }
  SECTION("trust_arcs turns the check off") {
    std::string text = document_with(children, R"([{"from": "b", "to": "c"}])");
    text.insert(text.find(R"("children")"), R"("trust_arcs": true, )");
    CHECK(htg::read_document(text).ok());
  }
  SECTION("an empty arcs list asserts independence too") {
    CHECK_FALSE(htg::read_document(document_with(children, "[]")).ok());
  }
}

TEST_CASE("an access through a pointer reaches the variables the file points it to", "[htg][arcs]") {
  const std::string variables = R"([{"name": "a", "type": "double", "dims": [10]},
      {"name": "other", "type": "double", "dims": [10]},
      {"name": "p", "type": "double *", "init": "a"},
      {"name": "q", "type": "double *", "init": "p + 5"},
      {"name": "box", "type": "struct { int n; double *d; }", "init": "{ 10, a }"},
      {"name": "ext", "type": "double *", "extern": true},
      {"name": "set", "type": "double *"},
      {"name": "ext2", "type": "double *", "extern": true}])";
  auto arcs_of = [&](const std::string &children) {
    return arc_list(read_ok(with_variables(variables, document_with(children))).root);
  };
  SECTION("p = a: a write through p and a read of a are a flow dependence") {
    CHECK(arcs_of("[" + simple("w", "[]", R"(["p[0:10]"])") + "," + simple("r", R"(["a[0:10]"])", "[]") + "]") ==
          std::vector<std::string>{"w->r:data:a"});
  }
  SECTION("a subscript reading through a pointer reads what it points to (review28: no arc, a race)") {
    for (const std::string subscript : {"other[(int)p[0]]", "other[(int)*p + 1]", "other[0:(int)p[2]]"}) {
      INFO(subscript);
      CHECK(arcs_of("[" + simple("w", "[]", R"(["a[0:3]"])") + "," + simple("r", "[\"" + subscript + "\"]", "[]") +
                    "]") == std::vector<std::string>{"w->r:data:a"});
    }
    // Arithmetic on a pointer's value is no access through it.
    CHECK(arcs_of("[" + simple("w", "[]", R"(["a[0:3]"])") + "," + simple("r", R"(["other[2 * 3]"])", "[]") + "]")
              .empty());
  }
  SECTION("through a struct field, a pointer initialised from a pointer, an extern or a written pointer") {
    for (const std::string through : {"box.d[0:box.n]", "q[0]", "*q", "ext[0:3]", "set[1]"}) {
      INFO(through);
      CHECK(arcs_of("[" + simple("r", R"(["a[2]"])", "[]") + "," + simple("w", "[]", "[\"" + through + "\"]") +
                    "," + simple("s", "[]", R"(["set"])") + "]")
                .front() == "r->w:data:a");
    }
  }
  SECTION("two pointers to the same variable conflict; what no init points to stays apart") {
    CHECK(arcs_of("[" + simple("w1", "[]", R"(["p[0:10]"])") + "," + simple("w2", "[]", R"(["box.d[0]"])") + "," +
                  simple("o", "[]", R"(["other[0:10]"])") + "," + simple("e1", "[]", R"(["ext[0:10]"])") + "," +
                  simple("e2", "[]", R"(["ext2[0:10]"])") + "]") ==
          std::vector<std::string>{"w1->w2:data:a", "w2->e1:data:a", "e1->e2:data:a"});
  }
  SECTION("given arcs that leave a write through p and a read of a unordered are an error") {
    auto result = htg::read_document(with_variables(
        variables, document_with("[" + simple("w", "[]", R"(["p[0:10]"])") + "," + simple("r", R"(["a[3]"])", "[]") + "]",
                                 "[]")));
    REQUIRE_FALSE(result.ok());
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].message,
               Catch::Contains("'w' and 'r' conflict on 'a' ('w' writes 'p[0:10]', 'r' reads 'a[3]')"));
  }
}

TEST_CASE("the address of an element of an array field points into the variable", "[htg][arcs]") {
  // probe13 N1: `&s.d[3]` was taken only as a subscript through the pointer field `d`,
  // so p reached nothing and a write through p was not ordered with a read of s.d[3].
  auto arcs_of = [](const std::string &pointer, const std::string &aim_code, const std::string &read,
                    const std::string &written = "p[0]") {
    const std::string variables = R"([{"name": "s", "type": "struct { long h; long d[8]; }"},
        {"name": "arr", "type": "struct { long h; long d[8]; }", "dims": [4]}, )" + pointer + "]";
    std::string children = "[";
    if (!aim_code.empty())
      children += R"({"id": "aim", "kind": "simple", "code": ")" + aim_code + R"(", "writes": ["p"]}, )";
    children += simple("w", "[]", "[\"" + written + "\"]") + "," + simple("r", "[\"" + read + "\"]", "[]") + "]";
    return arc_list(read_ok(with_variables(variables, document_with(children))).root);
  };
  const std::string plain = R"({"name": "p", "type": "long *"})";
  CHECK(arcs_of(R"({"name": "p", "type": "long *", "init": "&s.d[3]"})", "", "s.d[3]") ==
        std::vector<std::string>{"w->r:data:s"});
  CHECK(arcs_of(R"({"name": "p", "type": "long &", "init": "s.d[3]"})", "", "s.d[3]", "p") ==
        std::vector<std::string>{"w->r:data:s"});
  CHECK(arcs_of(plain, "p = &s.d[3];", "s.d[3]") == std::vector<std::string>{"aim->w:data:p", "w->r:data:s"});
  CHECK(arcs_of(plain, "p = &arr[2].d[1];", "arr[2].d[1]") ==
        std::vector<std::string>{"aim->w:data:p", "w->r:data:arr"});
}

TEST_CASE("a pointer that a node's code points reaches what the assignment names", "[htg][arcs]") {
  const std::string variables = R"([{"name": "a", "type": "double", "dims": [10]},
      {"name": "x", "type": "double"}, {"name": "other", "type": "double", "dims": [10]},
      {"name": "n", "type": "int", "init": "4"},
      {"name": "p", "type": "double *"}, {"name": "q", "type": "double *"},
      {"name": "pp", "type": "double **", "init": "&q"},
      {"name": "box", "type": "struct { double *d; }"}])";
  // A simple node with its own code (JSON-escaped text).
  auto coded = [](const std::string &id, const std::string &code, const std::string &reads,
                  const std::string &writes) {
    return R"({"id": ")" + id + R"(", "kind": "simple", "code": ")" + code + R"(", "reads": )" + reads +
           R"(, "writes": )" + writes + "}";
  };
  auto arcs_of = [&](const std::string &children) {
    return arc_list(read_ok(with_variables(variables, document_with("[" + children + "]"))).root);
  };
  const std::string read_a = simple("r", R"(["a[0:10]"])", "[]");
  const std::string read_x = simple("r", R"(["x"])", "[]");
  SECTION("p = &x, p = a + n, p = &a[2], a field, a store through a pointer to the pointer, a local") {
    struct Case {
      std::string code, written, through, reader, on;
    };
    for (const Case &c : std::vector<Case>{{"p = &x;", "p", "*p", read_x, "x"},
                                           {"p = a + n;", "p", "p[0:2]", read_a, "a"},
                                           {"if (n > 0) p = &a[2]; else p = 0;", "p", "p[1]", read_a, "a"},
                                           {"box.d = a;", "box.d", "box.d[3]", read_a, "a"},
                                           {"*pp = &x;", "*pp", "q[0]", read_x, "x"},
                                           {"double *t = &x; p = t;", "p", "*p", read_x, "x"}}) {
      INFO(c.code);
      const std::string base = parse_access_base(c.written);
      const std::string pointer = parse_access_base(c.through);
      CHECK(arcs_of(coded("aim", c.code, "[]", "[\"" + c.written + "\"]") + "," +
                    simple("w", "[]", "[\"" + c.through + "\"]") + "," + c.reader) ==
            std::vector<std::string>{"aim->w:data:" + (base == "pp" ? pointer : base), "w->r:data:" + c.on});
    }
  }
  SECTION("a cast in front of the address: (long *)&x, (unsigned long)*pp") {
    // probe11 M3: `(T *)&x` was read as `(T *)` AND `x`, so p pointed to nothing.
    CHECK(arcs_of(coded("aim", "p = (double *)&x;", "[]", R"(["p"])") + "," + simple("w", "[]", R"(["*p"])") +
                  "," + read_x) == std::vector<std::string>{"aim->w:data:p", "w->r:data:x"});
    CHECK(arcs_of(coded("aim", "p = (double *)a + n;", "[]", R"(["p"])") + "," + simple("w", "[]", R"(["p[1]"])") +
                  "," + read_a) == std::vector<std::string>{"aim->w:data:p", "w->r:data:a"});
    // A typedef name, or a cast to an integer on the way (review of af0c442).
    CHECK(arcs_of(coded("aim", "p = (dptr)&x;", "[]", R"(["p"])") + "," + simple("w", "[]", R"(["*p"])") + "," +
                  read_x) == std::vector<std::string>{"aim->w:data:p", "w->r:data:x"});
    CHECK(arcs_of(coded("aim", "p = (double *)(uintptr_t)&x;", "[]", R"(["p"])") + "," +
                  simple("w", "[]", R"(["*p"])") + "," + read_x) ==
          std::vector<std::string>{"aim->w:data:p", "w->r:data:x"});
    // A type with parentheses: typeof, an abstract declarator (black-box session 35: the
    // `)` of `typeof(p)` ended an operand, so `&x` was a bitwise and and p pointed nowhere).
    for (const std::string cast : {"(typeof(p))", "(__typeof__(p))", "(__typeof__(*p) *)", "(typeof(x) *)",
                                   "(double (*))", "(_Atomic(double) *)"}) {
      INFO(cast);
      CHECK(arcs_of(coded("aim", "p = " + cast + "&x;", "[]", R"(["p"])") + "," + simple("w", "[]", R"(["*p"])") +
                    "," + read_x) == std::vector<std::string>{"aim->w:data:p", "w->r:data:x"});
    }
    // `(f(n)) & x` is a bitwise and: a call in parentheses is no type.
    CHECK(arcs_of(coded("aim", "p = (double *)(long)((abs(n)) & n);", "[]", R"(["p"])") + "," +
                  simple("w", "[]", R"(["*p"])") + "," + read_x) == std::vector<std::string>{"aim->w:data:p"});
  }
  SECTION("an address behind grouping parentheses: &(x), &((a[2])), *pp = &(x)") {
    // probe13 N2: only the token before the name was checked for `&`, so p pointed nowhere.
    for (const std::string code : {"p = &(x);", "p = 1 ? &(x) : 0;", "*pp = &(x); p = q;"}) {
      INFO(code);
      CHECK(arcs_of(coded("aim", code, "[]", R"(["p"])") + "," + simple("w", "[]", R"(["*p"])") + "," + read_x) ==
            std::vector<std::string>{"aim->w:data:p", "w->r:data:x"});
    }
    CHECK(arcs_of(coded("aim", "p = &((a[2]));", "[]", R"(["p"])") + "," + simple("w", "[]", R"(["p[1]"])") + "," +
                  read_a) == std::vector<std::string>{"aim->w:data:p", "w->r:data:a"});
  }
  SECTION("std::addressof(x) and a reference bound to x give x's address") {
    // probe13 N5: the argument of addressof was a scalar passed by name, and the
    // local reference's binding stored nothing, so p pointed nowhere.
    for (const std::string code : {"p = std::addressof(x);", "p = __builtin_addressof((x));",
                                   "{ long &rr = x; p = &rr; }", "{ const long &cr = (x); p = (long *)&cr; }"}) {
      INFO(code);
      CHECK(arcs_of(coded("aim", code, "[]", R"(["p"])") + "," + simple("w", "[]", R"(["*p"])") + "," + read_x) ==
            std::vector<std::string>{"aim->w:data:p", "w->r:data:x"});
    }
    CHECK(arcs_of(coded("aim", "{ auto &row = a[2]; p = &row; }", "[]", R"(["p"])") + "," +
                  simple("w", "[]", R"(["p[1]"])") + "," + read_a) ==
          std::vector<std::string>{"aim->w:data:p", "w->r:data:a"});
  }
  SECTION("p = q copies what q points to") {
    CHECK(arcs_of(coded("aim_q", "q = a;", "[]", R"(["q"])") + "," + coded("aim_p", "p = q;", R"(["q"])", R"(["p"])") +
                  "," + simple("w", "[]", R"(["p[0:3]"])") + "," + read_a) ==
          std::vector<std::string>{"aim_q->aim_p:data:q", "aim_p->w:data:p", "w->r:data:a"});
  }
  SECTION("what no assignment names stays parallel; stores of numbers name nothing") {
    CHECK(arcs_of(coded("aim", "p = a; x = n * 2.0;", "[]", R"(["p", "x"])") + "," +
                  simple("w", "[]", R"(["p[0:3]"])") + "," + simple("o", R"(["other[0:10]", "x"])", "[]")) ==
          std::vector<std::string>{"aim->w:data:p", "aim->o:data:x"});
  }
  SECTION("without the code's assignment, p reaches nothing (the arcs before this rule)") {
    CHECK(arcs_of(coded("aim", "g(a);", "[]", "[]") + "," + simple("w", "[]", R"(["p[0:3]"])") + "," + read_a).empty());
  }
}

TEST_CASE("a pointer set where the arcs cannot follow it reaches every address taken, with a warning",
          "[htg][arcs]") {
  const std::string variables = R"([{"name": "a", "type": "double", "dims": [10]},
      {"name": "b", "type": "double", "dims": [10]}, {"name": "c", "type": "double", "dims": [10]},
      {"name": "p", "type": "double *", "init": "a"}, {"name": "q", "type": "double *", "init": "b"}])";
  auto read = [&](const std::string &aim_code) {
    const std::string children = R"([{"id": "aim", "kind": "simple", "code": ")" + aim_code +
                                 R"(", "writes": ["p"]}, )" + simple("w", "[]", R"(["p[0:3]"])") + "," +
                                 simple("r", R"(["b[0:10]", "c[0:10]"])", "[]") + "]";
    return htg::read_document(with_variables(variables, document_with(children)));
  };
  SECTION("written, but no assignment in the code (a store through it does not set it)") {
    auto result = read("SET_P(); *p = 1;");
    REQUIRE(result.ok());
    CHECK(arc_list(result.document->root) == std::vector<std::string>{"aim->w:data:p", "w->r:data:b"});
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].severity == htg::Severity::warning);
    CHECK(result.diagnostics[0].pointer == "/root/children/0/writes");
    CHECK(result.diagnostics[0].message ==
          "node 'aim' writes pointer 'p', but its code assigns it nowhere the arcs can follow: accesses through 'p' "
          "are taken to reach every variable whose address the file takes ('a', 'b'); assign it in the code (\"p = "
          "&x;\"), or list what the nodes access through 'p' under that variable's own name too");
  }
  SECTION("its address passed to a call") {
    auto result = read("set(&p);");
    REQUIRE(result.ok());
    CHECK(arc_list(result.document->root) == std::vector<std::string>{"aim->w:data:p", "w->r:data:b"});
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].pointer == "/root/children/0/code");
    CHECK_THAT(result.diagnostics[0].message,
               Catch::StartsWith("node 'aim' passes the address of pointer 'p' on (to a call, or into memory the "
                                 "file does not name), which may set it"));
  }
  SECTION("its address passed to a call with another address, which the call may store in it") {
    auto result = read("set_ptr(&p, &c[2]);");
    REQUIRE(result.ok());
    CHECK(arc_list(result.document->root) == std::vector<std::string>{"aim->w:data:p", "w->r:data:b"});
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].message,
               Catch::Contains("reach every variable whose address the file takes ('a', 'b', 'c')"));
  }
  SECTION("an address in a braced initializer among a call's arguments is stored (review30)") {
    auto result = read("memcpy(&p, (double *[]){c}, sizeof p);");
    REQUIRE(result.ok());
    CHECK(arc_list(result.document->root) == std::vector<std::string>{"aim->w:data:p", "w->r:data:b"});
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].message,
               Catch::Contains("reach every variable whose address the file takes ('a', 'b', 'c')"));
  }
  SECTION("an assignment the code shows is followed, without a warning") {
    auto result = read("p = c;");
    REQUIRE(result.ok());
    CHECK(arc_list(result.document->root) == std::vector<std::string>{"aim->w:data:p", "w->r:data:c"});
    CHECK(result.diagnostics.empty());
  }
}

TEST_CASE("a struct whose members hold no pointer is no pointer: its fields passed to calls set nothing",
          "[htg][arcs]") {
  // review30 v01: `printf("%d\n", t.f)` was "node 'show' passes the address of pointer 'q'",
  // q a struct of int arrays, and ordered `copy` (q.w[...]) before `wa` (a[0]).
  auto read = [](const std::string &q_type, const std::string &show_code) {
    const std::string variables = R"([{"name": "t", "type": "struct { int f; int g; }"},
        {"name": "q", "type": ")" + q_type + R"("}, {"name": "a", "type": "int", "dims": [4]}])";
    const std::string children =
        R"([{"id": "copy", "kind": "simple", "code": "q.w[0].v[0] = q.w[2].v[3];", "reads": ["q.w[2].v[3]"],
             "writes": ["q.w[0].v[0]"]},
            {"id": "show", "kind": "simple", "code": ")" + show_code + R"(", "reads": ["t.f"]},
            {"id": "wa", "kind": "simple", "code": "{ int *p = &a[1]; a[0] = 1; (void)p; }", "writes": ["a[0]"]}])";
    return htg::read_document(with_variables(variables, document_with(children)));
  };
  auto pointer_free = read("struct { struct { int v[4]; } w[3]; }", R"(printf(\"%d\\n\", t.f);)");
  REQUIRE(pointer_free.ok());
  CHECK(pointer_free.diagnostics.empty());
  CHECK(pointer_free.document->root.arcs.empty());
  // The address of a pointer member passed to a call: q may point anywhere, with a warning.
  auto pointer_member = read("struct { struct { int v[4]; int *p; } w[3]; }", "init(&q.w[1].p, t.f);");
  REQUIRE(pointer_member.ok());
  REQUIRE(pointer_member.diagnostics.size() == 1);
  CHECK_THAT(pointer_member.diagnostics[0].message,
             Catch::StartsWith("node 'show' passes the address of pointer 'q'"));
  CHECK(arc_list(pointer_member.document->root) == std::vector<std::string>{"copy->wa:data:a"});
}

TEST_CASE("a copy of a pointer to memory no store names aliases it", "[htg][arcs]") {
  // probe13 N4: reach sets held only named variables, so `p = q` with q from calloc, or
  // p = e with e extern, gave p nothing: p[3] and q[3] got no arc.
  const std::string variables = R"([{"name": "p", "type": "long *"}, {"name": "q", "type": "long *"},
      {"name": "e", "type": "long *", "extern": true}, {"name": "other", "type": "long *"}])";
  auto arcs_of = [&](const std::string &code, const std::string &read) {
    const std::string children = R"([{"id": "aim", "kind": "simple", "code": ")" + code +
                                 R"(", "writes": ["p", "q"]}, )" + simple("w", "[]", R"(["p[3]"])") + "," +
                                 simple("r", "[\"" + read + "\"]", "[]") + "]";
    return arc_list(read_ok(with_variables(variables, document_with(children))).root);
  };
  CHECK(arcs_of("q = calloc(8, sizeof *q); p = q;", "q[3]") ==
        std::vector<std::string>{"aim->w:data:p", "w->r:data:*q"});
  CHECK(arcs_of("q = 0; p = e;", "e[3]") == std::vector<std::string>{"aim->w:data:p", "w->r:data:*e"});
  // Unnamed memory of pointers no copy joins stays apart.
  CHECK(arcs_of("q = calloc(8, sizeof *q); p = q;", "other[3]") == std::vector<std::string>{"aim->w:data:p"});
  // Through the pointer itself, disjoint elements of its unnamed memory stay apart.
  CHECK(arc_list(read_ok(with_variables(variables, document_with("[" + simple("w1", "[]", R"(["p[0:5]"])") + "," +
                                                                  simple("w2", "[]", R"(["p[5:5]"])") + "]")))
                     .root)
            .empty());
}

TEST_CASE("accesses that stay inside their variable's storage reach nothing else", "[htg][arcs]") {
  const std::string variables = R"([{"name": "a", "type": "double", "dims": [10]},
      {"name": "m", "type": "const unsigned long", "dims": [4, 4]},
      {"name": "p", "type": "double *", "init": "&a[0]"},
      {"name": "s", "type": "struct { double f[4]; }"},
      {"name": "t", "type": "struct { double *f; }"}])";
  htg::PointerTargets targets(read_ok(with_variables(variables, document_with("[]"))).variables, htg::Node{});
  // s holds no pointer; t has no init and no node writes it: its fields point nowhere the
  // graph names (`t.f[2]` may reach only `*t`, what a pointer field of t points to).
  for (const std::string text : {"a[3]", "m[1][2]", "*m[1]", "p", "s", "s.f", "s.f[2]", "t", "t.f"}) {
    INFO(text);
    CHECK(targets.reached_through(htg_test::access(text)).empty());
  }
  CHECK(targets.reached_through(htg_test::access("t.f[2]")) == std::set<std::string>{"*t"});
  for (const std::string text : {"p[3]", "*p", "p->x", "undeclared[1]"}) {
    INFO(text);
    CHECK(targets.reached_through(htg_test::access(text)).count("a") == 1);
  }
}

TEST_CASE("compute_arcs works on a model built in code", "[htg][arcs]") {
  htg::Node root;
  root.kind = htg::NodeKind::compound;
  for (int i = 0; i < 40; ++i) {  // a chain: each node reads what the previous one wrote
    htg::Node node;
    node.id = "n" + std::to_string(i);
    node.code = "f();";
    if (i > 0) node.reads.push_back(htg_test::access("a[" + std::to_string(i - 1) + "]"));
    node.writes.push_back(htg_test::access("a[" + std::to_string(i) + "]"));
    node.reads.push_back(htg_test::access("a[0:" + std::to_string(i) + "]"));
    root.children.push_back(node);
  }
  auto arcs = htg::compute_arcs(root);
  REQUIRE(arcs.size() == 39);  // n_i reads all earlier elements, but the chain implies the rest
  for (std::size_t i = 0; i < arcs.size(); ++i) {
    CHECK(arcs[i].from == "n" + std::to_string(i));
    CHECK(arcs[i].to == "n" + std::to_string(i + 1));
  }
}

TEST_CASE("thousands of conflicting siblings reduce to a chain without building every implied arc",
          "[htg][arcs]") {
  // 4000 children all updating x: every pair depends (8 million dependences), and the
  // transitive reduction is the chain. Finding every dependence first took minutes and
  // gigabytes; the reduction made while scanning looks at each pair once, by one bit.
  // The writers of disjoint elements y[k] interleaved with them keep their own arcs.
  constexpr int count = 4000;
  std::string children = "[";
  for (int k = 0; k < count; ++k) {
    if (k) children += ",";
    children += simple("u" + std::to_string(k), R"(["x"])", R"(["x"])");
    if (k % 1000 == 0) children += "," + simple("y" + std::to_string(k), "[]", R"(["y[)" + std::to_string(k) + R"(]"])");
  }
  children += "," + simple("all_y", R"(["y[0:4000]"])", "[]") + "]";
  auto doc = read_ok(document_with(children));
  std::vector<std::string> expected;
  for (int k = 0; k < count; ++k) {
    if (k % 1000 == 0) expected.push_back("y" + std::to_string(k) + "->all_y:data:y");
    if (k + 1 < count) expected.push_back("u" + std::to_string(k) + "->u" + std::to_string(k + 1) + ":data:x");
  }
  auto arcs = arc_list(doc.root);
  std::sort(arcs.begin(), arcs.end());
  std::sort(expected.begin(), expected.end());
  CHECK(arcs == expected);
}

TEST_CASE("fields of a union overlap: their readers and writers are ordered", "[htg][arcs]") {
  // probe9 K1: `u.f` and `u.g` share memory; the fields of a struct stay disjoint.
  auto doc = read_ok(with_variables(
      R"([{"name": "u", "type": "union { long f; double g; }"}, {"name": "s", "type": "struct { long f; double g; }"},
          {"name": "p", "type": "union number *"}])",
      document_with("[" + simple("wu", "[]", R"(["u.f"])") + "," + simple("ru", R"(["u.g"])", "[]") + "," +
                    simple("ws", "[]", R"(["s.f"])") + "," + simple("rs", R"(["s.g"])", "[]") + "," +
                    simple("wp", "[]", R"(["p->f"])") + "," + simple("rp", R"(["p->g"])", "[]") + "]")));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"wu->ru:data:u", "wp->rp:data:p"});
}

TEST_CASE("adjacent bit-fields are one memory location: their readers and writers are ordered", "[htg][arcs]") {
  // probe11 M2: `bf.a` and `bf.b` of `struct { unsigned a : 16; unsigned b : 16; }` raced.
  auto doc = read_ok(with_variables(
      R"([{"name": "bf", "type": "volatile struct { unsigned a : 16; unsigned b : 16; }"},
          {"name": "s", "type": "struct { unsigned a; unsigned b; }"}])",
      document_with("[" + simple("wa", "[]", R"(["bf.a"])") + "," + simple("wb", "[]", R"(["bf.b"])") + "," +
                    simple("sa", "[]", R"(["s.a"])") + "," + simple("sb", "[]", R"(["s.b"])") + "]")));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"wa->wb:data:bf"});
}

TEST_CASE("a union or bit-fields reached through a tag or a typeof of another variable overlap", "[htg][arcs]") {
  // probe13 N3: the definition is in another variable's type; only the variable's own
  // type text was read, so `u.f` / `u.g` and `bf.a` / `bf.b` raced.
  auto doc = read_ok(with_variables(
      R"json([{"name": "proto", "type": "struct S { union { long f; long g; }; }"}, {"name": "u", "type": "struct S"},
          {"name": "t", "type": "__typeof__(proto)"},
          {"name": "bits", "type": "struct B { unsigned a : 16; unsigned b : 16; }"},
          {"name": "bf", "type": "volatile struct B"},
          {"name": "outer", "type": "struct O { struct B inner; long tail; }"}, {"name": "o", "type": "struct O"},
          {"name": "plain", "type": "struct P { long f; long g; }"}, {"name": "q", "type": "struct P"},
          {"name": "tq", "type": "typeof(q)"}])json",
      document_with("[" + simple("wu", "[]", R"(["u.f"])") + "," + simple("ru", R"(["u.g"])", "[]") + "," +
                    simple("wt", "[]", R"(["t.f"])") + "," + simple("rt", R"(["t.g"])", "[]") + "," +
                    simple("wa", "[]", R"(["bf.a"])") + "," + simple("wb", "[]", R"(["bf.b"])") + "," +
                    simple("wo", "[]", R"(["o.inner"])") + "," + simple("ro", R"(["o.tail"])", "[]") + "," +
                    simple("wq", "[]", R"(["q.f"])") + "," + simple("rq", R"(["q.g"])", "[]") + "," +
                    simple("wtq", "[]", R"(["tq.f"])") + "," + simple("rtq", R"(["tq.g"])", "[]") + "]")));
  // Struct S, B and O hold overlapping fields; P does not, through a tag or a typeof.
  CHECK(arc_list(doc.root) == std::vector<std::string>{"wu->ru:data:u", "wt->rt:data:t", "wa->wb:data:bf",
                                                        "wo->ro:data:o"});
}

TEST_CASE("a C++ reference is the variable it is bound to", "[htg][arcs]") {
  // probe11 M1: `long &r = x` was memory of its own, so a writer of r and a reader of x
  // got no arc.
  auto doc = read_ok(with_variables(
      R"([{"name": "x", "type": "long"}, {"name": "y", "type": "long"}, {"name": "r", "type": "long &", "init": "x"},
          {"name": "a", "type": "double", "dims": [8]}, {"name": "ra", "type": "double (&)[8]", "init": "a"}])",
      document_with("[" + simple("wr", "[]", R"(["r"])") + "," + simple("rx", R"(["x"])", "[]") + "," +
                    simple("ry", R"(["y"])", "[]") + "," + simple("wra", "[]", R"(["ra[2]"])") + "," +
                    simple("ra2", R"(["a[2]"])", "[]") + "]")));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"wr->rx:data:x", "wra->ra2:data:a"});
}

TEST_CASE("the variables of a subscript are read to locate the element", "[htg][arcs]") {
  // probe9 K3: `a[i + k]` reads k, so a later writer of k comes after it.
  auto doc = read_ok(document_with("[" + simple("w", "[]", R"(["a[i + k]"])") + "," +
                                   simple("bump", "[]", R"(["k"])") + "," +
                                   simple("sec", R"(["b[0:n]"])", "[]") + "," + simple("grow", "[]", R"(["n"])") + "]"));
  CHECK(arc_list(doc.root) == std::vector<std::string>{"w->bump:data:k", "sec->grow:data:n"});
}

TEST_CASE("a member of no array type passed to a call passes no address of the structure", "[htg][arcs]") {
  // review30: `printf("%d", box.n)` counted as passing the address of pointer `box`
  // (a warning, and `box.d` then reached every address taken: an arc wb -> wd on b).
  const std::string variables = R"([{"name": "a", "type": "double", "dims": [4]},
      {"name": "b", "type": "double", "dims": [4]}, {"name": "pb", "type": "double *", "init": "b"},
      {"name": "box", "type": "struct { int n; double *d; int v[2]; }", "init": "{ 4, a }"}])";
  auto read = [&](const std::string &code) {
    const std::string children = "[" + simple("wb", "[]", R"(["b[0:4]"])") + R"(, {"id": "show", "kind": "simple",
        "code": ")" + code + R"(", "reads": ["box.n"]}, )" + simple("wd", "[]", R"(["box.d[0:4]"])") + "]";
    return htg::read_document(with_variables(variables, document_with(children)));
  };
  for (const char *code : {"show(box.n);", "show(&box.n);", "show(box.d);"}) {
    INFO(code);
    auto result = read(code);
    REQUIRE(result.ok());
    CHECK(result.diagnostics.empty());
    CHECK(arc_list(result.document->root).empty());
  }
  // The address of the pointer member, or an array member (which decays to the address
  // of box's storage), may set `box.d`.
  for (const char *code : {"show(&box.d);", "show(box.v);"}) {
    INFO(code);
    auto result = read(code);
    REQUIRE(result.ok());
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].message, Catch::StartsWith("node 'show' passes the address of pointer 'box'"));
    CHECK(arc_list(result.document->root) == std::vector<std::string>{"wb->wd:data:b"});
  }
}

TEST_CASE("a number the code declares points nowhere when stored through a pointer", "[htg][arcs]") {
  // `ps->f[k] = k + 1` with `int k` of the fragment: `k` was counted as an address the file
  // takes, so `ps->f` (a field of a header's type: it may hold a pointer) reached every
  // address taken, `arr` among them, and the graph got an arc on `arr` (bb50 D2).
  const std::string variables = R"([{"name": "arr", "type": "double", "dims": ["4"]},
      {"name": "p", "type": "double *", "init": "arr"},
      {"name": "s", "type": "struct S"}, {"name": "ps", "type": "struct S *", "init": "&s"}])";
  const std::string writer = R"({"id": "w", "kind": "simple", "writes": ["ps->f[0:4]"], "code": )";
  const std::string reader = R"({"id": "r", "kind": "simple", "reads": ["arr[0:4]"], "code": "use(arr);"})";
  auto arcs = [&](const std::string &code) {
    return arc_list(read_ok(with_variables(variables, document_with("[" + writer + code + "}, " + reader + "]"))).root);
  };
  CHECK(arcs(R"("for (int k = 0; k < 4; k++) ps->f[k] = k + 1;")").empty());
  // A name the code does not declare may be anything (a header's array): still followed.
  CHECK(arcs(R"("for (int k = 0; k < 4; k++) ps->f[k] = g + 1;")") == std::vector<std::string>{"w->r:data:arr"});
}
