// json_positions.hpp — where each value and member key of a JSON text starts, by JSON
// pointer. nlohmann's DOM keeps no source positions, so the reader scans the text once
// more (after nlohmann accepted it) to locate its diagnostics.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace htg::detail {

struct TextPosition {
  int line = 0;    // 1-based; 0 = unknown
  int column = 0;  // 1-based, in bytes
};

// "/a~1b/0" -> {"a/b", "0"}; "" -> {}.
std::vector<std::string> split_pointer(std::string_view pointer);
// One reference token, escaped for a pointer ("~" -> "~0", "/" -> "~1").
std::string escape_pointer_token(std::string_view token);

class JsonPositions {
 public:
  // `text` must be JSON nlohmann accepted. A member key repeated in one object is
  // recorded (pointer of the later one): JSON allows it but nlohmann keeps only the last.
  static JsonPositions scan(std::string_view text);

  // Where the value at `pointer` starts; for a pointer that names nothing, the
  // position of its deepest existing ancestor.
  TextPosition value(std::string_view pointer) const;
  // Where the value at `pointer` starts; {0, 0} when the pointer names nothing.
  TextPosition exact_value(std::string_view pointer) const;
  // Where the member key of `pointer` starts (the value's position for array elements).
  TextPosition key(std::string_view pointer) const;

  // The text of the integer at `pointer` when it has more than 18 characters
  // (as written: nlohmann holds one beyond 64 bits as a rounded double).
  std::optional<std::string> long_integer(std::string_view pointer) const;

  // The pointer of the value that starts at `where`; "" when none does.
  std::string pointer_at(TextPosition where) const;

  const std::vector<std::string> &duplicate_keys() const { return duplicate_keys_; }

 private:
  struct Entry {
    int parent = -1;
    std::string token;
    TextPosition value;
    TextPosition key;
  };
  int find(std::string_view pointer, bool *exact) const;
  int add(int parent, std::string token, TextPosition value, TextPosition key);
  std::string pointer_of(int entry) const;

  std::vector<Entry> entries_;
  std::map<int, std::string> long_integers_;  // entry -> its text
  std::unordered_map<std::string, int> children_;  // to_string(parent) + '/' + token -> entry
  std::vector<std::string> duplicate_keys_;
};

}  // namespace htg::detail
