//===- HtgInput.h - *.htg.json inputs: validate and generate C/C++ -*- C++ -*-===//
#ifndef NANOCC_DRIVER_HTGINPUT_H
#define NANOCC_DRIVER_HTGINPUT_H

#include "htg/source_map.hpp"

#include <string>

namespace nanocc::driver {

struct GeneratedSource {
  std::string Path;
  bool CXX = false; ///< the document's language is C++
  /// Its nodes' code holds `_Pragma("nano ...")`: compiled with the plugin.
  bool NestedDirectives = false;
  /// Where the document's fragments are, for the compiler's diagnostics.
  htg::SourceMap SourceMap;
};

/// Reads and validates the hand-written HTG at \p HTGPath and writes the code
/// that runs it to \p PathBase + ".c" (or ".cpp"), through a temporary file
/// renamed into place. Every problem of the document is printed on stderr as
/// `file:line:col: error: ...`; returns false then, and writes nothing.
bool generateFromHTG(const std::string &HTGPath, const std::string &PathBase,
                     GeneratedSource &Out);

/// "graph" for "dir/graph.htg.json".
std::string htgStem(const std::string &HTGPath);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_HTGINPUT_H
