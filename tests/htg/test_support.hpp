// test_support.hpp — helpers shared by the HTG library tests: reading a document from
// text, finding nodes, listing corpus files.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "htg/model.hpp"
#include "htg/reader.hpp"

namespace htg_test {

inline htg::Document read_ok(const std::string &text) {
  htg::ReadResult result = htg::read_document(text);
  std::string diagnostics;
  for (const auto &d : result.diagnostics) diagnostics += htg::format_diagnostic(d, "test") + "\n";
  INFO(diagnostics);
  REQUIRE(result.ok());
  return *result.document;
}

// A document whose root compound has the given children (JSON array text) and optional arcs.
inline std::string document_with(const std::string &children, const std::string &arcs = "") {
  std::string text = R"({"format": "htg", "version": 1, "name": "t", "root": {"id": "root", "kind": "compound", "children": )" + children;
  if (!arcs.empty()) text += R"(, "arcs": )" + arcs;
  return text + "}}";
}

inline htg::Access access(const std::string &text) {
  std::string error;
  auto parsed = htg::parse_access(text, &error);
  INFO(text << ": " << error);
  REQUIRE(parsed);
  return *parsed;
}

inline std::vector<std::filesystem::path> files_in(const std::string &relative, const std::string &suffix) {
  std::vector<std::filesystem::path> files;
  for (const auto &entry : std::filesystem::directory_iterator(std::string(NANO_SOURCE_DIR) + "/" + relative)) {
    std::string name = entry.path().filename().string();
    if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace htg_test
