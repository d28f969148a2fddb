// test_round_trip.cpp — read -> write -> read gives the same model, and the written text
// is a fixed point, for every sample and every good corpus file.
#include "htg/writer.hpp"
#include "test_support.hpp"

namespace {

void check_round_trip(const std::filesystem::path &path) {
  INFO(path.string());
  htg::ReadResult first = htg::read_file(path.string());
  REQUIRE(first.ok());
  std::string written = htg::write_document(*first.document);
  htg::ReadResult second = htg::read_document(written);
  INFO(written);
  REQUIRE(second.ok());
  CHECK(*second.document == *first.document);
  CHECK(htg::write_document(*second.document) == written);
}

}  // namespace

TEST_CASE("every sample survives read -> write -> read", "[htg][roundtrip]") {
  auto samples = htg_test::files_in("samples/htg", ".htg.json");
  REQUIRE(samples.size() >= 4);
  for (const auto &path : samples) check_round_trip(path);
}

TEST_CASE("every good corpus file survives read -> write -> read", "[htg][roundtrip]") {
  auto good = htg_test::files_in("tests/htg/good", ".htg.json");
  REQUIRE_FALSE(good.empty());
  for (const auto &path : good) check_round_trip(path);
}

TEST_CASE("the writer leaves defaults out and keeps expressions' spelling", "[htg][roundtrip]") {
  auto doc = htg_test::read_ok(htg_test::document_with(R"([{"id": "l", "kind": "loop", "var": "i", "from": "0",
      "to": "n + 1", "step": 1, "body": {"id": "b", "kind": "simple", "code": "f(i);", "reads": ["a [ i ]"]}}])"));
  std::string text = htg::write_document(doc);
  CHECK_THAT(text, Catch::Contains(R"("from": 0)"));
  CHECK_THAT(text, Catch::Contains(R"("to": "n + 1")"));
  CHECK_THAT(text, !Catch::Contains("step"));
  CHECK_THAT(text, !Catch::Contains("parallel"));
  CHECK_THAT(text, !Catch::Contains("\"arcs\""));  // computed arcs are not written
  CHECK_THAT(text, Catch::Contains(R"("reads": ["a [ i ]"])"));
}

TEST_CASE("the writer leaves the default language out, and keeps c++", "[htg][roundtrip]") {
  // review30: `nano-htg fmt` added "language": "c" to a file that had no language.
  const std::string c_document = htg_test::document_with(R"([{"id": "p", "kind": "simple", "code": "f();"}])");
  CHECK_THAT(htg::write_document(htg_test::read_ok(c_document)), !Catch::Contains("language"));
  std::string cxx_document = c_document;
  cxx_document.insert(cxx_document.find(R"("root")"), R"("language": "c++", )");
  CHECK_THAT(htg::write_document(htg_test::read_ok(cxx_document)), Catch::Contains(R"("language": "c++")"));
}

TEST_CASE("strings with quotes and escapes survive the writer", "[htg][roundtrip]") {
  auto doc = htg_test::read_ok(htg_test::document_with(
      R"([{"id": "p", "kind": "simple", "label": "say \"hi\", then: go", "code": "printf(\"%d, %s\\n\", 1, \"a:b\");"}])"));
  auto again = htg::read_document(htg::write_document(doc));
  REQUIRE(again.ok());
  CHECK(again.document->root.children[0].code == doc.root.children[0].code);
  CHECK(again.document->root.children[0].label == "say \"hi\", then: go");
}

TEST_CASE("JSON integers above INT64_MAX are unsigned C literals, written back as numbers", "[htg][roundtrip]") {
  // review30: 18446744073709551615 was "not an integer". In C a decimal literal that
  // long long cannot hold has no type: it is read as `18446744073709551615u`.
  auto doc = htg_test::read_ok(htg_test::document_with(R"([{"id": "l", "kind": "loop", "var": "i",
      "from": 18446744073709551610, "to": 18446744073709551615, "step": 9223372036854775808,
      "body": {"id": "b", "kind": "simple", "code": "f(i);"}}])"));
  const htg::Node &loop = doc.root.children[0];
  CHECK(loop.from == "18446744073709551610u");
  CHECK(loop.to == "18446744073709551615u");
  CHECK(loop.step == "9223372036854775808u");
  const std::string text = htg::write_document(doc);
  CHECK_THAT(text, Catch::Contains(R"("from": 18446744073709551610)"));
  CHECK_THAT(text, Catch::Contains(R"("step": 9223372036854775808)"));
  CHECK(htg_test::read_ok(text).root.children[0].to == "18446744073709551615u");
}

TEST_CASE("the JSON integer -2^63 is INT64_MIN in C, written back as that number", "[htg][roundtrip]") {
  // C has no literal for it: `-9223372036854775808` negates an unsigned literal, a large
  // positive value (and clang warns), so the loop ran from 2^63 and failed with -Werror.
  auto doc = htg_test::read_ok(htg_test::document_with(R"([{"id": "l", "kind": "loop", "var": "i",
      "from": -9223372036854775808, "to": -9223372036854775806,
      "body": {"id": "b", "kind": "simple", "code": "f(i);"}}])"));
  const htg::Node &loop = doc.root.children[0];
  CHECK(loop.from == "(-9223372036854775807 - 1)");
  CHECK(loop.to == "-9223372036854775806");
  const std::string text = htg::write_document(doc);
  CHECK_THAT(text, Catch::Contains(R"("from": -9223372036854775808,)"));
  CHECK(htg_test::read_ok(text).root.children[0].from == loop.from);
}

TEST_CASE("JSON decimals are written back as numbers, other spellings as strings", "[htg][roundtrip]") {
  // session 32 found `nano-htg fmt` turning `"init": 1.5` into `"init": "1.5"`.
  std::string text = htg_test::document_with(R"([{"id": "p", "kind": "simple", "code": "f();"}])");
  text.insert(text.find(R"("root")"), R"("variables": [{"name": "x", "type": "double", "init": 1.5},
      {"name": "y", "type": "double", "init": 1e-3}, {"name": "z", "type": "double", "init": -2.5e300},
      {"name": "f", "type": "float", "init": "1.5f"}, {"name": "e", "type": "double", "init": "1e5"}], )");
  const htg::Document doc = htg_test::read_ok(text);
  CHECK(doc.variables[1].init == "0.001");
  const std::string written = htg::write_document(doc);
  CHECK_THAT(written, Catch::Contains(R"("init": 1.5 })"));
  CHECK_THAT(written, Catch::Contains(R"("init": 0.001 })"));
  CHECK_THAT(written, Catch::Contains(R"("init": -2.5e+300 })"));
  CHECK_THAT(written, Catch::Contains(R"("init": "1.5f" })"));
  CHECK_THAT(written, Catch::Contains(R"("init": "1e5" })"));
  CHECK(htg_test::read_ok(written) == doc);
}
