// diagnostic.cpp — the one-line compiler-style rendering of a Diagnostic.
#include "htg/diagnostic.hpp"

namespace htg {

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
  out += diagnostic.message;
  if (!diagnostic.pointer.empty()) out += " (" + diagnostic.pointer + ")";
  return out;
}

}  // namespace htg
