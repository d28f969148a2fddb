// code_stores.hpp — where a C/C++ fragment stores values, as far as pointers go: its
// assignments and initialised declarations (`p = &x;`, `box.d = a + 4;`, `*pp = q;`,
// `double *t = a;`), its increments (`p++`), and what it passes to calls (`f(&p)`).
// PointerTargets turns them into the variables each pointer may reach.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "htg/model.hpp"

namespace htg::detail {

// A variable named in a stored value or a call's argument, as the access it forms:
// `a`, `m[i]`, `*q`, `s.f` (`a` of `a + 4`, `x` of `&x`, `m[i]` of `&m[i]`).
struct ValueOperand {
  Access access;
  bool address_of = false;  // under a unary `&`
  bool in_call = false;     // inside a call's argument list (`a` of `p = f(a)`)
  // Inside a braced initializer among a call's arguments (`&a` of `memcpy(&p, (int *[]){&a}, n)`):
  // stored in memory the call receives.
  bool in_initializer = false;
  std::size_t call = 0;  // to_calls: the token index of the `(` of the call whose arguments hold it
};

struct Store {
  enum class Target {
    access,            // an lvalue the format can read: `p`, `*pp`, `box.d`, `ptrs[i]`
    pointer_local,     // a local the fragment declares (`double *t = a;`), not a graph variable
    arithmetic_local,  // a declared local of an arithmetic type (`int i = 0`): holds no address
    unknown,           // any other lvalue (`*(p + 1)`, `(*pp)`, `*p++`)
  };
  Target kind = Target::access;
  bool binds_reference = false;    // a declared C++ reference (`long &r = x;`): the value is an lvalue it names
  Access target;                   // kind access
  std::vector<std::string> named;  // kind unknown: the variables the lvalue names
  std::vector<ValueOperand> value;
};

struct CodeStores {
  std::vector<Store> stores;
  std::vector<std::string> moved;     // `p++`, `--p`, `p += n`: moved within what it points to
  // Operands of call arguments, anywhere in the fragment, grouped by `call` (an operand of a
  // nested call appears once for each call around it).
  std::vector<ValueOperand> to_calls;
  // Locals the fragment declares with an arithmetic type (`for (int k = 0; ...)`): a
  // value naming one is a number, which points nowhere.
  std::vector<std::string> arithmetic_locals;
};

// Lexes `code` (a statement or an expression); an unlexable fragment stores nothing.
CodeStores find_code_stores(std::string_view code);

// The operands of `expression` taken as one stored value (a variable's `init`).
std::vector<ValueOperand> value_operands(std::string_view expression);

// Whether a variable type declares a C++ reference (`long &`, `const std::vector<int> &`,
// `int (&)[4]`, `T &&`): every access of the variable is an access of what it refers to.
bool type_is_reference(std::string_view type);

}  // namespace htg::detail
