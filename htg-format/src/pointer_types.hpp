// pointer_types.hpp — whether a variable of a type can hold an address, read on the type
// text and on the struct and union definitions the document's types hold.
#pragma once

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "htg/model.hpp"

namespace htg::detail {

// The tags that the variables' types define (`struct P { long x, y; }`) with no member
// that may hold an address; a member of such a tag's type counts as one
// (`struct Q { struct P p[2]; }`).
std::set<std::string> pointer_free_tags(const std::vector<Variable> &variables);

// False when `type` holds no address: arithmetic type words and qualifiers (`unsigned long`,
// `const double`, `int64_t`, `std::size_t`), enums, and structs and unions whose members
// are such (`struct { int f; double g[4]; }`, `struct P` with P in `free_tags`). Anything
// else may: a pointer, a reference, a typedef or a class the text does not define.
bool type_may_hold_pointer(std::string_view type, const std::set<std::string> &free_tags = {});

// The members that the struct and union bodies of `type` declare, by what every
// declaration of that name makes them. A member of a typedef or class type (which may be
// an array type) and a declarator this cannot read are in neither set.
struct MemberKinds {
  // No array: a pointer (`double *d`), a member of arithmetic type (`int n`, `unsigned f :
  // 3`) or of a struct or union type. Passing one by value (`f(s.n)`) passes no address of
  // the variable's storage, as an array member (`f(s.v)`, which decays) does.
  std::set<std::string> values;
  // Of arithmetic type, no pointer: its address (`f(&s.n)`) lets no one set a pointer.
  std::set<std::string> arithmetic;
};
MemberKinds member_kinds(std::string_view type);

}  // namespace htg::detail
