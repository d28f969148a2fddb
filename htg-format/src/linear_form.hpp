// linear_form.hpp — integer expressions as c0 + Σ ci·atomi, so section bounds written
// with the same symbols (`a[0:n]` vs `a[n:n]`) can be compared exactly. Whatever is not
// linear (a call, `n/2`, `x[i]`) becomes an opaque atom spelled by its tokens.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace htg::detail {

struct LinearForm {
  std::int64_t constant = 0;
  std::map<std::string, std::int64_t> terms;  // atom -> non-zero coefficient

  bool is_constant() const { return terms.empty(); }
};

// nullopt when the text does not lex, or a coefficient would overflow.
std::optional<LinearForm> linear_form(std::string_view expression);

// a - b, nullopt on overflow.
std::optional<LinearForm> subtract(const LinearForm &a, const LinearForm &b);
std::optional<LinearForm> add(const LinearForm &a, const LinearForm &b);

// The value of a constant integer expression (`1000`, `4*256`, `(10-2)/2`), if it is one.
std::optional<std::int64_t> constant_value(std::string_view expression);
// Same, with the named variables replaced by the given values (`n` -> 1000).
std::optional<std::int64_t> constant_value(std::string_view expression,
                                           const std::map<std::string, std::int64_t, std::less<>> &known);

}  // namespace htg::detail
