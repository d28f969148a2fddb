// reader.hpp — parse and validate an HTG JSON document, collecting every problem.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "htg/diagnostic.hpp"
#include "htg/model.hpp"
#include "htg/source_map.hpp"

namespace htg {

struct ReadResult {
  std::optional<Document> document;     // set when there is no error (warnings allowed)
  std::vector<Diagnostic> diagnostics;  // every problem found, in document order
  SourceMap source_map;                 // JSON positions of the document's code fragments
  bool ok() const { return document.has_value(); }
};

// Never throws. Compounds without "arcs" get their arcs computed (compute_arcs);
// compounds with "arcs" are checked for unordered conflicting siblings.
ReadResult read_document(std::string_view json_text);
ReadResult read_file(const std::string &path);  // a missing/unreadable file is a diagnostic

// Parses the access syntax (`*p`, `a[lo:len]`, `s->f[0:n]`); nullopt + message on error.
std::optional<Access> parse_access(std::string_view text, std::string *error = nullptr);

}  // namespace htg
