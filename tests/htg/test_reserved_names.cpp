// The names a document may not declare because the generated code uses them (review30:
// a loop variable named `int64_t` or a variable named `nano_task` broke the generated
// file with errors far from the HTG file).
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "htg/reader.hpp"
#include "read_context.hpp"
#include "test_support.hpp"

namespace {

std::string document(const std::string &language, const std::string &variable, const std::string &loop_var) {
  return R"({"format": "htg", "version": 1, "name": "g", "language": ")" + language +
         R"(", "variables": [{"name": ")" + variable + R"(", "type": "int"}], "root": {"id": "r", "kind": "compound",
         "children": [{"id": "l", "kind": "loop", "var": ")" + loop_var + R"(", "from": "0", "to": "4",
         "body": {"id": "b", "kind": "simple", "code": ";"}}]}})";
}

}  // namespace

TEST_CASE("every nano_ and NANO_ identifier of nano.h is a name the document may not declare", "[htg][reader]") {
  std::ifstream header(std::string(NANO_SOURCE_DIR) + "/runtime/include/nano/nano.h");
  REQUIRE(header);
  std::stringstream text;
  text << header.rdbuf();
  std::string code = std::regex_replace(text.str(), std::regex(R"(/\*[\s\S]*?\*/|//[^\n]*)"), " ");
  std::set<std::string> names;
  const std::regex identifier(R"(\b(nano|NANO)_[A-Za-z0-9_]*\b)");
  for (auto it = std::sregex_iterator(code.begin(), code.end(), identifier); it != std::sregex_iterator(); ++it)
    names.insert(it->str());
  REQUIRE(names.size() > 40);
  for (const std::string &name : names) {
    INFO(name);
    CHECK(htg::detail::runtime_header_declares(name));
  }
  CHECK_FALSE(htg::detail::runtime_header_declares("nano_t_"));  // tests/e2e/htg/run/probe_odd_ids
  CHECK_FALSE(htg::detail::runtime_header_declares("nano_k"));   // nanocc --emit-htg's loop variables
}

TEST_CASE("a variable or loop variable named like the generated code's names is an error saying so",
          "[htg][reader]") {
  auto first_error = [](const std::string &json) {
    htg::ReadResult result = htg::read_document(json);
    REQUIRE_FALSE(result.ok());
    return result.diagnostics.at(0);
  };
  htg::Diagnostic variable = first_error(document("c", "nano_task", "i"));
  CHECK(variable.pointer == "/variables/0/name");
  CHECK(variable.message ==
        "field 'name' must not be 'nano_task', a name the nano-threads runtime's header (nano.h) declares, which "
        "the generated code names after the graph's declarations; rename it");
  htg::Diagnostic loop = first_error(document("c", "x", "int64_t"));
  CHECK(loop.pointer == "/root/children/0/var");
  CHECK(loop.message == "field 'var' must not be 'int64_t', a name of the C library the generated code uses, which "
                        "the generated code names after the graph's declarations; rename it");
  CHECK(first_error(document("c++", "std", "i")).message ==
        "field 'name' must not be 'std', the C++ standard library's namespace, which the generated code names after "
        "the graph's declarations; rename it");
  CHECK(htg::read_document(document("c", "std", "i")).ok());  // C has no namespaces
  CHECK(htg::read_document(document("c", "nano_t_", "nano_k")).ok());
  // Types and macros of the C headers the generated code includes (bb54 2): `EOF = ...`
  // or a variable `FILE` broke the compile after validate accepted the document.
  for (const char *name : {"FILE", "EOF", "uint8_t", "SIZE_MAX", "pthread_t", "RAND_MAX", "va_list"}) {
    CAPTURE(name);
    CHECK(first_error(document("c", name, "i")).message ==
          "field 'name' must not be '" + std::string(name) +
              "', a type or macro of the C headers the generated code includes (<stdio.h>, <stdlib.h>, <string.h>, "
              "<stdint.h>), which the generated code names after the graph's declarations; rename it");
    CHECK(first_error(document("c", "x", name)).pointer == "/root/children/0/var");
  }
  CHECK(htg::read_document(document("c", "file", "eof")).ok());  // C is case-sensitive
}
