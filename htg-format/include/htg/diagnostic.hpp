// diagnostic.hpp — one problem found in an HTG document, located three ways.
#pragma once

#include <string>
#include <vector>

namespace htg {

enum class Severity { error, warning, note };

struct Diagnostic {
  Severity severity = Severity::error;
  std::string pointer;  // JSON pointer, e.g. /root/children/1/arcs/0/to
  int line = 0;         // 1-based; 0 when unknown
  int column = 0;       // 1-based; 0 when unknown
  std::string message;  // a plain sentence, lowercase, no trailing period
};

// `file:line:col: error: message (pointer)`, the form every tool prints.
std::string format_diagnostic(const Diagnostic &diagnostic, const std::string &file);

}  // namespace htg
