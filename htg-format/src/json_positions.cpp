// json_positions.cpp — an iterative scan of a valid JSON text recording the line:column
// of every value and member key, addressed by JSON pointer.
#include "json_positions.hpp"

#include <cstdint>

namespace htg::detail {

std::vector<std::string> split_pointer(std::string_view pointer) {
  std::vector<std::string> tokens;
  if (pointer.empty()) return tokens;
  std::size_t pos = pointer.front() == '/' ? 1 : 0;
  while (true) {
    std::size_t end = pointer.find('/', pos);
    std::string_view raw = pointer.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    std::string token;
    for (std::size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '~' && i + 1 < raw.size() && (raw[i + 1] == '0' || raw[i + 1] == '1')) {
        token += raw[i + 1] == '0' ? '~' : '/';
        ++i;
      } else {
        token += raw[i];
      }
    }
    tokens.push_back(std::move(token));
    if (end == std::string_view::npos) break;
    pos = end + 1;
  }
  return tokens;
}

std::string escape_pointer_token(std::string_view token) {
  std::string out;
  for (char c : token) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

namespace {

void append_utf8(std::string &out, std::uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

std::uint32_t hex4(std::string_view text, std::size_t pos) {
  std::uint32_t value = 0;
  for (std::size_t i = pos; i < pos + 4 && i < text.size(); ++i) {
    char c = text[i];
    value <<= 4;
    if (c >= '0' && c <= '9')
      value |= static_cast<std::uint32_t>(c - '0');
    else if (c >= 'a' && c <= 'f')
      value |= static_cast<std::uint32_t>(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F')
      value |= static_cast<std::uint32_t>(c - 'A' + 10);
  }
  return value;
}

// The contents of a JSON string literal (without its quotes), unescaped.
std::string unescape(std::string_view literal) {
  std::string out;
  for (std::size_t i = 0; i < literal.size(); ++i) {
    if (literal[i] != '\\' || i + 1 >= literal.size()) {
      out += literal[i];
      continue;
    }
    char e = literal[++i];
    switch (e) {
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'u': {
        std::uint32_t code = hex4(literal, i + 1);
        i += 4;
        if (code >= 0xD800 && code < 0xDC00 && i + 6 < literal.size() + 1 && literal.substr(i + 1, 2) == "\\u") {
          std::uint32_t low = hex4(literal, i + 3);
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
          i += 6;
        }
        append_utf8(out, code);
        break;
      }
      default: out += e; break;
    }
  }
  return out;
}

}  // namespace

int JsonPositions::add(int parent, std::string token, TextPosition value, TextPosition key) {
  int id = static_cast<int>(entries_.size());
  std::string child_key = std::to_string(parent) + '/' + token;
  auto [it, inserted] = children_.try_emplace(std::move(child_key), id);
  if (!inserted) it->second = id;  // nlohmann keeps the last of repeated keys: so do we
  entries_.push_back({parent, std::move(token), value, key});
  if (!inserted) duplicate_keys_.push_back(pointer_of(id));
  return id;
}

std::string JsonPositions::pointer_of(int entry) const {
  std::vector<int> chain;
  for (int e = entry; e > 0; e = entries_[static_cast<std::size_t>(e)].parent) chain.push_back(e);
  std::string pointer;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it)
    pointer += '/' + escape_pointer_token(entries_[static_cast<std::size_t>(*it)].token);
  return pointer;
}

JsonPositions JsonPositions::scan(std::string_view text) {
  JsonPositions positions;
  struct Frame {
    int entry;
    bool is_object;
    bool want_key;
    long next_index;
  };
  std::vector<Frame> stack;
  std::string key;
  TextPosition key_position;
  int line = 1;
  int column = 1;
  std::size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;  // nlohmann skips a UTF-8 byte order mark

  auto advance = [&](std::size_t count) {
    for (std::size_t end = i + count; i < end && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
  };
  auto string_end = [&](std::size_t open) {  // index just past the closing quote
    std::size_t j = open + 1;
    while (j < text.size() && text[j] != '"') j += text[j] == '\\' ? 2 : 1;
    return j + 1;
  };

  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ':') {
      advance(1);
      continue;
    }
    Frame *frame = stack.empty() ? nullptr : &stack.back();
    if (c == ',') {
      if (frame && frame->is_object) frame->want_key = true;
      advance(1);
      continue;
    }
    if (c == '}' || c == ']') {
      if (!stack.empty()) stack.pop_back();
      advance(1);
      continue;
    }
    TextPosition here{line, column};
    if (frame && frame->is_object && frame->want_key) {
      std::size_t end = string_end(i);
      key = unescape(text.substr(i + 1, end - i - 2));
      key_position = here;
      frame->want_key = false;
      advance(end - i);
      continue;
    }
    std::string token;
    TextPosition member_key = here;
    int parent = -1;
    if (frame) {
      parent = frame->entry;
      if (frame->is_object) {
        token = key;
        member_key = key_position;
      } else {
        token = std::to_string(frame->next_index++);
      }
    } else if (!positions.entries_.empty()) {
      break;  // trailing content after the root value: not JSON nlohmann accepted
    }
    int entry = positions.add(parent, std::move(token), here, member_key);
    if (c == '{' || c == '[') {
      stack.push_back({entry, c == '{', c == '{', 0});
      advance(1);
    } else if (c == '"') {
      advance(string_end(i) - i);
    } else {
      std::size_t j = i;
      while (j < text.size() && text[j] != ',' && text[j] != '}' && text[j] != ']' && text[j] != ' ' &&
             text[j] != '\n' && text[j] != '\t' && text[j] != '\r')
        ++j;
      // An integer too long for 64 bits reaches nlohmann's value as a double.
      const std::string_view number = text.substr(i, j - i);
      if (number.size() > 18 && number.find_first_of(".eE") == std::string_view::npos)
        positions.long_integers_[entry] = std::string(number);
      advance(j > i ? j - i : 1);
    }
  }
  return positions;
}

int JsonPositions::find(std::string_view pointer, bool *exact) const {
  *exact = false;
  if (entries_.empty()) return -1;
  int entry = 0;
  for (const std::string &token : split_pointer(pointer)) {
    auto it = children_.find(std::to_string(entry) + '/' + token);
    if (it == children_.end()) return entry;
    entry = it->second;
  }
  *exact = true;
  return entry;
}

std::optional<std::string> JsonPositions::long_integer(std::string_view pointer) const {
  bool exact;
  int entry = find(pointer, &exact);
  auto it = exact ? long_integers_.find(entry) : long_integers_.end();
  if (it == long_integers_.end()) return std::nullopt;
  return it->second;
}

TextPosition JsonPositions::value(std::string_view pointer) const {
  bool exact;
  int entry = find(pointer, &exact);
  return entry < 0 ? TextPosition{} : entries_[static_cast<std::size_t>(entry)].value;
}

TextPosition JsonPositions::exact_value(std::string_view pointer) const {
  bool exact;
  int entry = find(pointer, &exact);
  return entry < 0 || !exact ? TextPosition{} : entries_[static_cast<std::size_t>(entry)].value;
}

TextPosition JsonPositions::key(std::string_view pointer) const {
  bool exact;
  int entry = find(pointer, &exact);
  if (entry < 0) return {};
  const Entry &found = entries_[static_cast<std::size_t>(entry)];
  return exact ? found.key : found.value;
}

std::string JsonPositions::pointer_at(TextPosition where) const {
  for (std::size_t entry = 0; entry < entries_.size(); ++entry) {
    const TextPosition &value = entries_[entry].value;
    if (value.line == where.line && value.column == where.column) return pointer_of(static_cast<int>(entry));
  }
  return "";
}

}  // namespace htg::detail
