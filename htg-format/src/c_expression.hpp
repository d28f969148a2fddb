// c_expression.hpp — a recursive-descent recogniser of C/C++ expressions, so an HTG file's
// conditions, bounds, costs and initialisers are rejected when no compiler could parse them.
#pragma once

#include <string>
#include <vector>

#include "c_tokens.hpp"

namespace htg::detail {

// Empty when `tokens` (lexed, brackets balanced) form one C/C++ expression; else a
// sentence fragment saying what is wrong and where ("an operand is missing after '>'
// at position 3"). Accepts identifiers (`::`-qualified, template-ids), literals,
// unary/binary/ternary/assignment/comma operators, calls, subscripts, member access,
// casts, sizeof/alignof, C++ named casts, compound literals and lambdas. Only the
// syntax is checked: names and types are the C compiler's business.
// With `initializer`, a braced initialiser list (`{1, 2}`, `{.x = 1}`) is accepted too.
// With `cplusplus`, numbers may have user-defined suffixes (number_kind).
std::string parse_expression(const std::vector<CToken> &tokens, bool initializer = false, bool cplusplus = false);

}  // namespace htg::detail
