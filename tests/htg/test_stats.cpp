// test_stats.cpp — node counts, depth, work and span.
#include "htg/stats.hpp"
#include "test_support.hpp"

TEST_CASE("statistics of the diamond sample", "[htg][stats]") {
  auto result = htg::read_file(std::string(NANO_SOURCE_DIR) + "/samples/htg/diamond.htg.json");
  REQUIRE(result.ok());
  auto s = htg::compute_statistics(*result.document);
  CHECK(s.simple_nodes == 5);
  CHECK(s.compound_nodes == 1);
  CHECK(s.loop_nodes == 0);
  CHECK(s.data_arcs == 5);
  CHECK(s.depth == 2);
  CHECK(s.total_cost == 500000);
  CHECK(s.critical_path == 400000);  // init, one branch, join, report
  CHECK(s.parallelism == Approx(1.25));
  CHECK_FALSE(s.estimated);
}

TEST_CASE("loops multiply by their trip count; parallel ones keep one body on the path", "[htg][stats]") {
  auto doc = htg_test::read_ok(R"({"format": "htg", "version": 1, "name": "g",
    "variables": [{"name": "n", "type": "int", "init": 10}],
    "root": {"id": "r", "kind": "compound", "children": [
      {"id": "seq", "kind": "loop", "var": "i", "from": 0, "to": "n", "body": {"id": "a", "kind": "simple", "code": "f();", "cost": 3}},
      {"id": "par", "kind": "loop", "var": "j", "from": 0, "to": 8, "step": 2, "parallel": true,
       "body": {"id": "b", "kind": "simple", "code": "g();", "cost": 5}}]}})");
  auto s = htg::compute_statistics(doc);
  CHECK(s.loop_nodes == 2);
  CHECK(s.parallel_loops == 1);
  CHECK(s.depth == 3);
  CHECK(s.total_cost == 10 * 3 + 4 * 5);
  CHECK(s.critical_path == 10 * 3);  // the loops are independent; the sequential one is longer
  CHECK_FALSE(s.estimated);
  CHECK_THAT(htg::format_statistics(s, doc.name), Catch::Contains("parallelism:    1.67"));
}

TEST_CASE("unknown trip counts and costs are flagged as estimates", "[htg][stats]") {
  auto doc = htg_test::read_ok(htg_test::document_with(R"([{"id": "l", "kind": "loop", "var": "i", "from": 0,
      "to": "m", "body": {"id": "b", "kind": "simple", "code": "f();"}}])"));
  auto s = htg::compute_statistics(doc);
  CHECK(s.estimated);
  CHECK(s.total_cost == 1);
}

TEST_CASE("an absent cost is the format's 1, not an estimate; a cost expression is one", "[htg][stats]") {
  // probe13 M2: a node without `cost` printed "some costs ... are not constants".
  auto absent = htg_test::read_ok(htg_test::document_with(R"([{"id": "a", "kind": "simple", "code": "f();"},
      {"id": "b", "kind": "simple", "code": "g();", "cost": 4}])"));
  const auto plain = htg::compute_statistics(absent);
  CHECK_FALSE(plain.estimated);
  CHECK(plain.total_cost == 5);
  CHECK_THAT(htg::format_statistics(plain, absent.name), !Catch::Contains("assumed"));
  auto computed = htg_test::read_ok(R"({"format": "htg", "version": 1, "name": "g",
    "variables": [{"name": "n", "type": "int"}],
    "root": {"id": "a", "kind": "simple", "code": "f();", "cost": "n * 2.0"}})");
  CHECK(htg::compute_statistics(computed).estimated);
}

TEST_CASE("costs beyond the range of a double give no parallelism (not nan)", "[htg][stats]") {
  auto doc = htg_test::read_ok(htg_test::document_with(R"([{"id": "a", "kind": "simple", "code": "f();", "cost": 1e308},
      {"id": "b", "kind": "simple", "code": "f();", "cost": 1e308, "reads": ["x"]},
      {"id": "c", "kind": "simple", "code": "f();", "cost": 1e308, "writes": ["x"]}])"));
  const std::string text = htg::format_statistics(htg::compute_statistics(doc), doc.name);
  CHECK_THAT(text, Catch::Contains("parallelism:    unknown (the costs exceed the range of a double)"));
  CHECK_THAT(text, !Catch::Contains("nan"));
}

TEST_CASE("a graph whose costs are all 0 has no parallelism to report (not 0.00)", "[htg][stats]") {
  // session 32: an empty compound printed "parallelism: 0.00", as if it were sequential.
  for (const char *children : {"[]", R"([{"id": "a", "kind": "simple", "code": "f();", "cost": 0}])"}) {
    auto doc = htg_test::read_ok(htg_test::document_with(children));
    const std::string text = htg::format_statistics(htg::compute_statistics(doc), doc.name);
    CHECK_THAT(text, Catch::Contains("parallelism:    none to measure (every cost is 0)"));
  }
}
