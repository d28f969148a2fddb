// test_c_tokens.cpp — the lexer of code fragments: line splices (translation phase 2)
// are deleted before tokens are formed, and offsets stay those of the fragment.
#include "c_tokens.hpp"
#include "test_support.hpp"

using htg::detail::CToken;
using htg::detail::tokenize_c;

namespace {

std::vector<std::string> spellings(const std::vector<CToken> &tokens) {
  std::vector<std::string> out;
  for (const CToken &token : tokens) out.emplace_back(token.text);
  return out;
}

}  // namespace

TEST_CASE("a line splice joins lines, also inside a token, and offsets stay the source's", "[htg][tokens]") {
  // review30 v09: `total = 1 + \<newline> 2;` was "character '\' ... is not valid C".
  const std::string source = "to\\\ntal = 1 + \\\r\n 2\\\n0;";
  const htg::detail::Tokenized lexed = tokenize_c(source);
  CHECK(lexed.error.empty());
  CHECK(spellings(lexed.tokens) == std::vector<std::string>{"total", "=", "1", "+", "20", ";"});
  // `total` starts at 0 and ends past its `tal`, on the next line; `20` spans a splice too.
  CHECK(lexed.tokens[0].offset == 0);
  CHECK(lexed.tokens[0].end == 7);
  CHECK(source.substr(lexed.tokens[4].offset, lexed.tokens[4].end - lexed.tokens[4].offset) == "2\\\n0");
  CHECK(source.substr(lexed.tokens[2].offset, lexed.tokens[2].end - lexed.tokens[2].offset) == "1");
}

TEST_CASE("a spliced token's spelling outlives the lexer's result", "[htg][tokens]") {
  const std::string source = "a + b\\\nc";
  const CToken joined = tokenize_c(source).tokens.back();  // the Tokenized is gone
  CHECK(joined.text == "bc");
}

TEST_CASE("errors after a line splice are located in the source", "[htg][tokens]") {
  // 'a', ' ', '\', newline, ' ', '@': the '@' is the 6th character of the source.
  CHECK(tokenize_c("a \\\n @").error == "character '@' at position 6 is not valid C");
  // A backslash before spaces and a newline splices nothing.
  CHECK(tokenize_c("a \\ \n b").error == "character '\\' at position 3 is not valid C");
}

TEST_CASE("a line splice at the end of a // comment continues the comment", "[htg][tokens]") {
  CHECK(spellings(tokenize_c("x = 1; // note \\\n x = 2;").tokens) == std::vector<std::string>{"x", "=", "1", ";"});
}

TEST_CASE("a spliced condition and access name the variables they read", "[htg][tokens]") {
  // The condition reads `total` through the splice inside the word: a control arc orders it.
  auto doc = htg_test::read_ok(htg_test::document_with(
      R"([{"id": "w", "kind": "simple", "code": "total = 3;", "writes": ["total"]},)"
      R"( {"id": "r", "kind": "simple", "code": "f(v[1]);", "condition": "to\\\ntal > \\\n 0", "reads": ["v[ 1 \\\n ]"]},)"
      R"( {"id": "v1", "kind": "simple", "code": "v[1] = 0;", "writes": ["v[1]"]}])"));
  REQUIRE(doc.root.arcs.size() == 2);
  CHECK(doc.root.arcs[0].from == "w");
  CHECK(doc.root.arcs[0].to == "r");
  CHECK(doc.root.arcs[0].on == "total");
  CHECK(doc.root.arcs[1].from == "r");
  CHECK(doc.root.arcs[1].to == "v1");
  CHECK(doc.root.arcs[1].on == "v");
}
