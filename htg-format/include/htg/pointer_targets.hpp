// pointer_targets.hpp — which graph variables an access through a pointer may reach,
// so that computed and checked arcs see `p[0:10]` and `a[0:10]` as the same memory
// when the file makes `p` point to `a`, in an `init` or in a node's code.
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
// arithmetic types). Such an access may touch, besides its base, what the base may
// point to. The file points a variable by storing an address in it: its `init`, and
// every assignment or initialised declaration in a node's `code` or `condition`
// (`p = &x;`, `p = a + 4;`, `p = q;`, `box.d = a;`, `*pp = &x;` through a pointer
// to it). A stored value points to what it names: `x` of `&x`, an array `a` (also
// `a + 4`), a field `s.f` (it may be an array), and what a named pointer points to.
// Flow-insensitive: every store counts everywhere.
//
// A pointer that is `extern`, or that may be set where the file does not show it, may
// point to every variable whose address the file stores (the addresses taken):
//  - a node lists it in `writes` (as a whole, a field or an element) but neither that
//    node's code nor its descendants' code assigns or increments it;
//  - its own address is passed to a call (`f(&p)`, or `f(pp)` with `pp` pointing to
//    it) or stored where the file does not follow it (a local, an extern pointer).
// A C++ reference (`"type": "long &", "init": "x"`) is a pointer that every access
// goes through, set by its init as if the init took the address (`&x`).
// Those two cases (of pointers) are `unfollowed()`, for a warning. Calls are taken not to keep the
// addresses passed to them (`init(a, n)` does not make `a` an address taken).
// Memory no store names (from `malloc`, or set outside the file) is, for each pointer
// `p`, the target `*p` (`unnamed_target`): `p` reaches it, and a copy (`q = p`, `q = e`)
// makes `q` reach it too; the unnamed memory of different pointers stays apart.
class PointerTargets {
 public:
  PointerTargets() = default;  // no variables known: an access reaches its base only
  PointerTargets(const std::vector<Variable> &variables, const Node &root);

  // The variables other than its base that `access` may touch; empty when it stays in
  // its base's storage.
  const std::set<std::string> &reached_through(const Access &access) const;

  // A pointer the file sets where it cannot be followed, at the node that does it,
  // listed only when some access goes through that pointer.
  struct Unfollowed {
    enum class Why { written_without_assignment, address_passed };
    const Node *node = nullptr;
    std::string variable;
    Why why = Why::written_without_assignment;
  };
  const std::vector<Unfollowed> &unfollowed() const { return unfollowed_; }
  // The addresses taken, for messages; they may include unnamed targets.
  const std::set<std::string> &addresses_taken() const { return address_taken_; }
  // Whether fields of graph variable `name` may share memory: its type names a union
  // (`union { long f; double g; }`, `struct { union u in; }`, `union u *`) or declares
  // a bit-field (`struct { unsigned a : 3; unsigned b : 5; }`).
  bool has_overlapping_fields(const std::string &name) const;
  // `*p`: what pointer `p` points to that no store names; not a variable.
  static std::string unnamed_target(const std::string &pointer) { return "*" + pointer; }
  static bool is_unnamed_target(const std::string &name) { return !name.empty() && name[0] == '*'; }

 private:
  struct Shape {
    std::size_t dims = 0;
    bool may_hold_pointer = true;
    bool points_to_pointer = true;  // what a `*` of its type points to may hold a pointer
    bool is_extern = false;
    bool overlapping_fields = false;
    bool is_reference = false;  // a C++ reference: every access reaches what its init names
    std::set<std::string> value_members;       // no array (detail::MemberKinds)
    std::set<std::string> arithmetic_members;  // of arithmetic type
  };
  struct Pass;  // the fixpoint over every store (pointer_targets.cpp)

  bool goes_through_pointer(const Access &access) const;
  const Shape *shape_of(const std::string &name) const;

  std::map<std::string, Shape, std::less<>> shapes_;
  std::map<std::string, std::set<std::string>, std::less<>> targets_;  // per graph variable
  std::set<std::string> address_taken_;  // what any other pointer may reach
  std::set<std::string> none_;
  std::vector<Unfollowed> unfollowed_;
};

}  // namespace htg
