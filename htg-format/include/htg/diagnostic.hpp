// diagnostic.hpp — one problem found in an HTG document, located three ways.
#pragma once

#include <string>
#include <vector>

namespace htg {

enum class Severity { error, warning, note };

struct Diagnostic {
  Severity severity = Severity::error;
  std::string pointer;  // JSON pointer, e.g. /root/children/1/arcs/0/to; "" with whole_document
  bool whole_document = false;  // about the top-level value (pointer ""), not a syntax error
  int line = 0;         // 1-based; 0 when unknown
  int column = 0;       // 1-based; 0 when unknown
  std::string message;  // a plain sentence, lowercase, no trailing period
};

// `file:line:col: error: message (pointer)`, the form every tool prints; `(the whole
// document)` stands for the empty pointer.
std::string format_diagnostic(const Diagnostic &diagnostic, const std::string &file);

}  // namespace htg
