// sibling_index.hpp — which earlier siblings can conflict with a child: only those that
// access one of its bases, and, when both name one constant element (`v[3]`), the same one.
// compute_arcs and the conflict check test those pairs only, so 5000 siblings that each
// touch their own element cost near-linear time instead of 12.5 M pair tests.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "prepared_access.hpp"

namespace htg::detail {

class SiblingIndex {
 public:
  explicit SiblingIndex(const std::vector<PreparedNode> &siblings);

  // The siblings i < j that may access memory sibling j accesses, ascending. Every
  // sibling with a dependence on j is among them (may_overlap needs a common base and,
  // on constant elements, the same element).
  std::vector<std::size_t> earlier_candidates(std::size_t j) const;

 private:
  // Where a sibling's access lands in the index: its base, and its first step's
  // element when that is one constant element.
  struct Key {
    std::string base;
    bool single_element = false;
    std::int64_t element = 0;
  };
  // Siblings in ascending order (each once) per base: all of them, those touching one
  // constant element (by element), and those whose first step is anything else.
  struct BaseEntry {
    std::vector<std::size_t> all;
    std::map<std::int64_t, std::vector<std::size_t>> by_element;
    std::vector<std::size_t> not_one_element;
  };

  static Key key_of(const PreparedAccess &access);

  std::vector<std::vector<Key>> keys_;  // per sibling
  std::map<std::string, BaseEntry, std::less<>> bases_;
};

}  // namespace htg::detail
