//===- NanoPragmaText.h - Whether a source text holds a `#pragma nano` line ===//
//
// A cheap textual scan, run before any parse sees the text: the shared preamble and
// system-body skipping are both declined for text that holds a directive. Lines
// inside block comments count too, which only errs on the safe side.
//
//===----------------------------------------------------------------------===//
#ifndef NANOPLUGIN_NANOPRAGMATEXT_H
#define NANOPLUGIN_NANOPRAGMATEXT_H

#include "llvm/ADT/StringRef.h"

namespace nanoplugin {

/// Whether a line of \p Text is a `#pragma nano` directive.
inline bool hasNanoPragmaLine(llvm::StringRef Text) {
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    Line = Line.ltrim();
    if (!Line.consume_front("#"))
      continue;
    Line = Line.ltrim();
    if (Line.consume_front("pragma") && Line.ltrim().starts_with("nano"))
      return true;
  }
  return false;
}

} // namespace nanoplugin

#endif // NANOPLUGIN_NANOPRAGMATEXT_H
