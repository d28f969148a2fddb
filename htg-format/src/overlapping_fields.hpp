// overlapping_fields.hpp — which graph variables have fields that may share memory (a
// union, adjacent bit-fields), seen through the type texts of the whole document.
#pragma once

#include "htg/model.hpp"

#include <set>
#include <string>
#include <vector>

namespace htg::detail {

// The names of the variables whose fields may overlap: the type spells a union or a
// bit-field itself, or names a tag (`struct S`, in C++ also plain `S`) that another
// variable's type defines with one, or is `__typeof__(v)` / `typeof(v)` / `decltype(v)`
// of such a variable. Tags defined inside tags count (`struct S { struct T t; }`).
std::set<std::string> variables_with_overlapping_fields(const std::vector<Variable> &variables);

}  // namespace htg::detail
