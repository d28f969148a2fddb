// htg_codegen.hpp — turns a validated HTG document into one C/C++ translation unit
// that runs the graph on libnanothreads (nano.h).
#pragma once

#include <string>

#include "htg/model.hpp"
#include "htg/source_map.hpp"

namespace htg {

struct CodegenOptions {
  // File name the generated code is written to, used by the `#line` directives
  // that return from the user's source to the generated text. Empty: "<name>.c"
  // (or "<name>.cpp" for C++ documents).
  std::string output_name;
  // Name of the HTG file the document came from, quoted in the banner comment.
  std::string source_name;
  // Emit `#line` directives around the code fragments (code, condition, cost, bounds,
  // chunk): to the node's `loc` when it carries one, else to the fragment's line in the
  // HTG file (`source_name`, positions from `source_map`), so the C compiler's errors
  // point at what the user wrote rather than into the generated file.
  bool line_directives = true;
  // Where each fragment is in the HTG file: ReadResult::source_map. Null: no such directives.
  const SourceMap *source_map = nullptr;
};

// The generated translation unit, for a document accepted by htg::read_document
// (or built in memory with the same invariants). Never fails: every construct of
// HTG-FORMAT.md version 1 has a translation. Compounds whose `arcs` were neither
// given nor computed (`arcs_given` false and `arcs` empty) get compute_arcs().
//
// What the code does, per node kind:
//  - every child of a compound is one nano-thread; the arcs between siblings are
//    wired with nano_precede before any sibling is submitted;
//  - a node's `condition` is evaluated first thing when it runs (false: skipped);
//  - a simple node runs its `code` statement;
//  - a compound node creates its children, which complete before it does;
//  - a sequential loop runs its iterations in order, each iteration's body graph
//    completing before the next starts (iteration tasks chained by arcs); a parallel
//    loop runs nano_parallel_for with its schedule, bodies inline in the chunks;
//  - a loop variable is a local of the type of `from + to` (int for int bounds).
// Generated identifiers all start with `__nano_`.
std::string generate_code(const Document &document, const CodegenOptions &options = {});

// The file extension generated code wants: ".c" or ".cpp".
std::string generated_extension(const Document &document);

}  // namespace htg
