// pointer_targets.cpp — the variables an access through a pointer may reach (see the header).
#include "htg/pointer_targets.hpp"

#include <algorithm>
#include <regex>
#include <string_view>

#include "c_tokens.hpp"

namespace htg {
namespace {

// True unless every token of `type` is an arithmetic type word or qualifier
// (`unsigned long`, `const double`, `int64_t`): such a variable holds no address.
bool may_hold_pointer(const std::string &type) {
  static constexpr std::string_view arithmetic[] = {
      "char",   "short",  "int",      "long",     "float",    "double",    "signed", "unsigned",
      "_Bool",  "bool",   "const",    "volatile", "_Complex", "size_t",    "ssize_t", "ptrdiff_t",
      "wchar_t", "char8_t", "char16_t", "char32_t", "std"};
  static const std::regex fixed_width("u?int(_least|_fast)?[0-9]+_t|u?intmax_t");
  detail::Tokenized lexed = detail::tokenize_c(type);
  if (!lexed.error.empty() || lexed.tokens.empty()) return true;
  for (const detail::CToken &token : lexed.tokens) {
    if (token.text == "::") continue;
    if (token.kind != detail::CToken::Kind::identifier) return true;
    const bool known = std::find(std::begin(arithmetic), std::end(arithmetic), token.text) != std::end(arithmetic) ||
                       std::regex_match(std::string(token.text), fixed_width);
    if (!known) return true;
  }
  return false;
}

}  // namespace

PointerTargets::PointerTargets(const std::vector<Variable> &variables, const Node &root) {
  for (const Variable &variable : variables) {
    shapes_[variable.name] = {variable.dims.size(), may_hold_pointer(variable.type)};
    if (!variable.init.empty()) inits_[variable.name] = variable.init;
  }
  for (const auto &[name, init] : inits_)
    for (const std::string &named : detail::expression_variables(init))
      if (shapes_.count(named)) address_taken_.insert(named);
  std::set<std::string> written;
  collect_direct_writes(root, &written);
  for (const Variable &variable : variables) {
    if (!shapes_[variable.name].may_hold_pointer) continue;
    std::set<std::string> &targets = targets_[variable.name];
    if (variable.is_extern || written.count(variable.name)) {
      targets = address_taken_;
    } else {
      std::set<std::string> seen{variable.name};
      add_init_targets(variable.name, &targets, &seen);
    }
    targets.erase(variable.name);
  }
}

// What `name`'s init names, and what those point to in turn.
void PointerTargets::add_init_targets(const std::string &name, std::set<std::string> *targets,
                                      std::set<std::string> *seen) const {
  auto init = inits_.find(name);
  if (init == inits_.end()) return;
  for (const std::string &named : detail::expression_variables(init->second)) {
    auto shape = shapes_.find(named);
    if (shape == shapes_.end()) continue;
    targets->insert(named);
    if (!shape->second.may_hold_pointer || !seen->insert(named).second) continue;
    auto known = targets_.find(named);  // already final: an extern or written pointer
    if (known != targets_.end() && !known->second.empty()) {
      targets->insert(known->second.begin(), known->second.end());
    } else {
      add_init_targets(named, targets, seen);
    }
  }
}

void PointerTargets::collect_direct_writes(const Node &node, std::set<std::string> *written) const {
  for (const Access &access : node.writes)
    if (!goes_through_pointer(access)) written->insert(access.base);
  for (const Node &child : node.children) collect_direct_writes(child, written);
  for (const Node &body : node.body) collect_direct_writes(body, written);
}

bool PointerTargets::goes_through_pointer(const Access &access) const {
  auto shape = shapes_.find(access.base);
  const Shape base = shape == shapes_.end() ? Shape{} : shape->second;  // not a graph variable: may be anything
  if (!base.may_hold_pointer) return false;
  std::size_t subscripts = 0;
  bool after_field = false;
  for (const Selector &selector : access.selectors) {
    switch (selector.kind) {
      case Selector::Kind::arrow: return true;
      case Selector::Kind::field: after_field = true; break;
      case Selector::Kind::index:
      case Selector::Kind::section:
        if (after_field || ++subscripts > base.dims) return true;
        break;
    }
  }
  return access.deref && (after_field || ++subscripts > base.dims);
}

const std::set<std::string> &PointerTargets::reached_through(const Access &access) const {
  if (!goes_through_pointer(access)) return none_;
  auto known = targets_.find(access.base);
  return known != targets_.end() ? known->second : address_taken_;
}

}  // namespace htg
