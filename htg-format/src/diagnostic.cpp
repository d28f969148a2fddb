// diagnostic.cpp — the one-line compiler-style rendering of a Diagnostic.
#include "htg/diagnostic.hpp"

namespace htg {
namespace {

// A diagnostic is one line of text: control characters quoted from the document (a
// NUL, a newline or a tab inside a label or a code fragment) are written as C escapes.
std::string one_line(const std::string &text) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  for (char c : text) {
    auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else if (byte < 0x20 || byte == 0x7f) {
      out += "\\x";
      out += hex[byte >> 4];
      out += hex[byte & 15];
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

std::string format_diagnostic(const Diagnostic &diagnostic, const std::string &file) {
  std::string out = file;
  if (diagnostic.line > 0) {
    out += ':' + std::to_string(diagnostic.line);
    if (diagnostic.column > 0) out += ':' + std::to_string(diagnostic.column);
  }
  switch (diagnostic.severity) {
    case Severity::error: out += ": error: "; break;
    case Severity::warning: out += ": warning: "; break;
    case Severity::note: out += ": note: "; break;
  }
  out += one_line(diagnostic.message);
  if (!diagnostic.pointer.empty())
    out += " (" + one_line(diagnostic.pointer) + ")";
  else if (diagnostic.whole_document)
    out += " (the whole document)";
  return out;
}

}  // namespace htg
