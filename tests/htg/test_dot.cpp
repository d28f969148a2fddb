// test_dot.cpp — DOT export: clusters, arc styles, labels and costs.
#include "htg/dot.hpp"
#include "test_support.hpp"

TEST_CASE("DOT export of the hierarchical sample", "[htg][dot]") {
  auto result = htg::read_file(std::string(NANO_SOURCE_DIR) + "/samples/htg/hierarchical.htg.json");
  REQUIRE(result.ok());
  std::string dot = htg::write_dot(*result.document);
  CHECK_THAT(dot, Catch::StartsWith("digraph \"hierarchical\" {"));
  CHECK_THAT(dot, Catch::Contains("compound=true"));
  CHECK_THAT(dot, Catch::Contains("subgraph \"cluster_time_steps\""));
  CHECK_THAT(dot, Catch::Contains("subgraph \"cluster_sweep\""));
  CHECK_THAT(dot, Catch::Contains("for t in [0, steps), sequential"));
  CHECK_THAT(dot, Catch::Contains("for j in [0, n), parallel, static"));
  CHECK_THAT(dot, Catch::Contains("cost 2048"));
  // An arc into a loop attaches to a node inside it, clipped at the cluster.
  CHECK_THAT(dot, Catch::Contains("\"init_u\" -> \"smooth_low\" [lhead=\"cluster_time_steps\", label=\"u\"]"));
  CHECK(std::count(dot.begin(), dot.end(), '{') == std::count(dot.begin(), dot.end(), '}'));
}

TEST_CASE("control arcs are dashed and data arcs are not", "[htg][dot]") {
  auto result = htg::read_file(std::string(NANO_SOURCE_DIR) + "/samples/htg/conditional.htg.json");
  REQUIRE(result.ok());
  std::string dot = htg::write_dot(*result.document);
  CHECK_THAT(dot, Catch::Contains("\"total\" -> \"negate\" [label=\"s\", style=dashed"));
  CHECK_THAT(dot, Catch::Contains("\"init_a\" -> \"total\" [label=\"a\"];"));
  CHECK_THAT(dot, Catch::Contains("if (s > 0)"));
}

TEST_CASE("DOT strings escape quotes and backslashes", "[htg][dot]") {
  auto doc =
      htg_test::read_ok(htg_test::document_with(R"([{"id": "p", "kind": "simple", "code": "puts(\"a\\\\b\");"}])"));
  std::string dot = htg::write_dot(doc);
  CHECK_THAT(dot, Catch::Contains(R"(puts(\"a\\\\b\");)"));
}

TEST_CASE("DOT strings show control characters as their JSON escapes", "[htg][dot]") {
  // review30: a label holding \u0000 was written as a raw NUL byte.
  auto doc = htg_test::read_ok(htg_test::document_with(
      R"([{"id": "p", "kind": "simple", "label": "a\u0000b\u0001\t\r\u001f\u007fz", "code": "f();"}])"));
  std::string dot = htg::write_dot(doc);
  CHECK_THAT(dot, Catch::Contains(R"(a\\u0000b\\u0001\\u0009\\u000d\\u001f\\u007fz [p])"));
  CHECK(std::none_of(dot.begin(), dot.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\n') || byte == 0x7f;
  }));
}
