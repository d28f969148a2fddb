// code_writer.hpp — an indented text sink that knows the line it is on, for `#line` directives.
#pragma once

#include <string>
#include <string_view>

namespace htg::codegen {

// Appends text line by line. Invariant: line() is the 1-based number of the line
// the next character will be written on, so a directive that returns to the
// generated file can name the line that follows it exactly.
class CodeWriter {
 public:
  // One line at the current indentation; embedded newlines are counted (and the
  // continuation lines are indented too).
  void line(std::string_view text);
  // One line holding fragments of the document: only its first line is indented. The
  // others are written as they are: indentation would enter a C++ raw string literal,
  // or a token or literal that a line splice divides.
  void fragment_line(std::string_view text);
  // One line at column 0: preprocessor directives.
  void directive(std::string_view text);
  void blank();
  void indent() { ++depth_; }
  void dedent() { --depth_; }
  int current_line() const { return line_; }
  const std::string &text() const { return out_; }

 private:
  void put(std::string_view text, bool indent_first, bool indent_rest);
  std::string out_;
  int line_ = 1;
  int depth_ = 0;
};

// `text` as a C/C++ string literal, quotes included.
std::string string_literal(std::string_view text);

// `text` with every character that cannot appear in a C identifier replaced by '_'.
std::string identifier_part(std::string_view text);

// `value` printed so that it reads back as the same double.
std::string double_literal(double value);

}  // namespace htg::codegen
