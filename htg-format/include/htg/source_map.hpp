// source_map.hpp — where the code fragments of an HTG file (code, conditions, bounds,
// costs, chunks) sit in its JSON text, so generated code can point compile errors back at it.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace htg {

struct FragmentPosition {
  int line = 0;    // 1-based line of the field's value in the JSON text
  int column = 0;  // 1-based column (bytes) of the value's first character (its quote)
};

struct SourceMap {
  // node id -> field name ("code", "condition", "cost", "from", "to", "step", "chunk") -> position
  std::map<std::string, std::map<std::string, FragmentPosition, std::less<>>, std::less<>> nodes;

  // nullptr when the node or its field is not in the map.
  const FragmentPosition *find(std::string_view node_id, std::string_view field) const {
    auto node = nodes.find(node_id);
    if (node == nodes.end()) return nullptr;
    auto position = node->second.find(field);
    return position == node->second.end() ? nullptr : &position->second;
  }
};

}  // namespace htg
