// code_writer.cpp — line-counting text sink and C literal helpers for the HTG code generator.
#include "code_writer.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace htg::codegen {

void CodeWriter::put(std::string_view text, bool indent_first, bool indent_rest) {
  bool indent_next = indent_first;
  for (char c : text) {
    if (indent_next) out_.append(static_cast<std::size_t>(depth_) * 2, ' ');
    indent_next = false;
    out_.push_back(c);
    if (c == '\n') {
      ++line_;
      indent_next = indent_rest;
    }
  }
  out_.push_back('\n');
  ++line_;
}

void CodeWriter::line(std::string_view text) { put(text, true, true); }

void CodeWriter::fragment_line(std::string_view text) { put(text, true, false); }

void CodeWriter::directive(std::string_view text) { put(text, false, false); }

void CodeWriter::blank() {
  out_.push_back('\n');
  ++line_;
}

std::string string_literal(std::string_view text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '?': out += "\\?"; break;  // no trigraphs, whatever the language mode
      default:
        if (c < 0x20 || c == 0x7f) {
          char buffer[8];
          std::snprintf(buffer, sizeof buffer, "\\%03o", c);
          out += buffer;
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  out += '"';
  return out;
}

std::string identifier_part(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (unsigned char c : text) out.push_back(std::isalnum(c) || c == '_' ? static_cast<char>(c) : '_');
  return out;
}

std::string double_literal(double value) {
  if (!std::isfinite(value)) return "0.0";
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  std::string out = buffer;
  if (out.find_first_of(".eE") == std::string::npos) out += ".0";
  return out;
}

}  // namespace htg::codegen
