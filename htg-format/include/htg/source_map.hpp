// source_map.hpp — where the code fragments of an HTG file (code, conditions, bounds,
// costs, chunks; variables' names, types, extents and initialisers; includes; entry) sit in its JSON text, so generated
// code can point compile errors back at it.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace htg {

struct FragmentPosition {
  int line = 0;    // 1-based line of the field's value in the JSON text
  int column = 0;  // 1-based column (bytes) of the value's first character (its quote)
};

struct SourceMap {
  // node id -> field name ("code", "condition", "cost", "from", "to", "step", "chunk") -> position
  std::map<std::string, std::map<std::string, FragmentPosition, std::less<>>, std::less<>> nodes;

  // variable name -> field ("name", "type", "init", "dims/0", "dims/1", ...) -> position
  std::map<std::string, std::map<std::string, FragmentPosition, std::less<>>, std::less<>> variables;
  // the entries of "includes", in order
  std::vector<FragmentPosition> includes;
  // the value of "entry" (line 0 when the document has none)
  FragmentPosition entry;

  // nullptr when the node or its field is not in the map.
  const FragmentPosition *find(std::string_view node_id, std::string_view field) const {
    return find_in(nodes, node_id, field);
  }
  // nullptr when the variable or its field is not in the map.
  const FragmentPosition *find_variable(std::string_view name, std::string_view field) const {
    return find_in(variables, name, field);
  }

 private:
  template <typename Map>
  static const FragmentPosition *find_in(const Map &map, std::string_view owner, std::string_view field) {
    auto fields = map.find(owner);
    if (fields == map.end()) return nullptr;
    auto position = fields->second.find(field);
    return position == fields->second.end() ? nullptr : &position->second;
  }
};

}  // namespace htg
