// pointer_targets.hpp — which graph variables an access through a pointer may reach,
// so that computed and checked arcs see `p[0:10]` and `a[0:10]` as the same memory
// when the file makes `p` point to `a`.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "htg/model.hpp"

namespace htg {

// An access goes through a pointer when it reaches past its base's own storage: `*p`,
// `s->f`, a subscript after a field (`box.d[0:n]`), or more subscripts than the
// variable has `dims`, on a variable whose type may hold a pointer (anything but
// arithmetic types). Such an access may touch, besides its base:
//  - for a pointer that only its `init` sets (not extern, no node writes it as a whole,
//    a field or an element): the variables its `init` names, and transitively what
//    those point to (`"init": "a"`, `"init": "{ 10, a }"`, `"init": "&cell"`);
//  - for any other pointer (extern, set by a node, or not a graph variable): every
//    variable named in some variable's `init` (the addresses the file takes).
// A pointer that code points elsewhere (`p = &x;` in a node) is not followed: list
// what a node accesses through it under the variable's own name too.
class PointerTargets {
 public:
  PointerTargets() = default;  // no variables known: an access reaches its base only
  PointerTargets(const std::vector<Variable> &variables, const Node &root);

  // The variables other than its base that `access` may touch; empty when it stays in
  // its base's storage.
  const std::set<std::string> &reached_through(const Access &access) const;

 private:
  struct Shape {
    std::size_t dims = 0;
    bool may_hold_pointer = true;
  };
  bool goes_through_pointer(const Access &access) const;
  void collect_direct_writes(const Node &node, std::set<std::string> *written) const;
  void add_init_targets(const std::string &name, std::set<std::string> *targets, std::set<std::string> *seen) const;

  std::map<std::string, Shape, std::less<>> shapes_;
  std::map<std::string, std::string, std::less<>> inits_;
  std::map<std::string, std::set<std::string>, std::less<>> targets_;  // per graph variable
  std::set<std::string> address_taken_;  // what any other pointer may reach
  std::set<std::string> none_;
};

}  // namespace htg
