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

struct ReadOptions {
  // Compounds without "arcs" get their arcs computed (compute_arcs). A reader that only
  // checks the file (`nano-htg validate`) may leave them empty: computing them finds no
  // problem, and a complete bipartite graph of 2 x 2500 siblings has 6.25M arcs.
  bool compute_arcs = true;
};

// Never throws. Compounds without "arcs" get their arcs computed (see ReadOptions);
// compounds with "arcs" are checked for unordered conflicting siblings.
ReadResult read_document(std::string_view json_text, const ReadOptions &options = {});
// A missing/unreadable file is a diagnostic.
ReadResult read_file(const std::string &path, const ReadOptions &options = {});

// Parses the access syntax (`*p`, `a[lo:len]`, `s->f[0:n]`); nullopt + message on error.
std::optional<Access> parse_access(std::string_view text, std::string *error = nullptr);

// The access `text` with its parenthesised operands spelled as selectors on the variable
// (`*(p + k)`: `p[k]`; `(p + k)[lo:len]`: `p[(k) + (lo):len]`; `(*pp)[i]`: `pp[0][i]`;
// `(*s).f`: `s->f`; `(p + k)->f`: `p[k].f`) and at most one leading `*` (`**pp`:
// `*pp[0]`). Subscripts are kept as written. nullopt + message when a parenthesised part
// is none of a variable's lvalue, its dereference or a pointer plus an offset.
std::optional<std::string> unparenthesized_access(std::string_view text, std::string *error = nullptr);

}  // namespace htg
