// overlap.cpp — may two accesses touch the same memory? Exact when the section bounds
// are comparable linear forms (constants, or the same symbols), conservative otherwise.
#include <string>
#include <vector>

#include "htg/arcs.hpp"
#include "prepared_access.hpp"

namespace htg::detail {
namespace {

AccessStep range(const std::string &lo, const std::string &length) {
  AccessStep step;
  if (lo.empty() || length.empty()) return step;  // a whole dimension
  step.lo = linear_form(lo);
  step.length = linear_form(length);
  return step;
}

AccessStep field(const std::string &name) {
  AccessStep step;
  step.is_field = true;
  step.field = name;
  return step;
}

bool constant_at_most_zero(const std::optional<LinearForm> &form) {
  return form && form->is_constant() && form->constant <= 0;
}

// True only when the two ranges provably share no element.
bool disjoint(const AccessStep &a, const AccessStep &b) {
  if (!a.lo || !a.length || !b.lo || !b.length) return false;
  if (constant_at_most_zero(a.length) || constant_at_most_zero(b.length)) return true;  // an empty section
  auto a_end = add(*a.lo, *a.length), b_end = add(*b.lo, *b.length);
  if (a_end && constant_at_most_zero(subtract(*a_end, *b.lo))) return true;
  if (b_end && constant_at_most_zero(subtract(*b_end, *a.lo))) return true;
  return false;
}

}  // namespace

PreparedAccess prepare_access(const Access &access) {
  PreparedAccess prepared;
  prepared.access = &access;
  for (const Selector &selector : access.selectors) {
    switch (selector.kind) {
      case Selector::Kind::arrow:
        prepared.steps.push_back(range("0", "1"));
        prepared.steps.push_back(field(selector.name));
        break;
      case Selector::Kind::field: prepared.steps.push_back(field(selector.name)); break;
      case Selector::Kind::index:
        prepared.steps.push_back(range(selector.index, selector.index.empty() ? "" : "1"));
        break;
      case Selector::Kind::section: prepared.steps.push_back(range(selector.index, selector.length)); break;
    }
  }
  if (access.deref) prepared.steps.push_back(range("0", "1"));
  return prepared;
}

bool may_overlap(const PreparedAccess &a, const PreparedAccess &b) {
  if (a.access->base != b.access->base) return false;
  for (std::size_t k = 0; k < a.steps.size() && k < b.steps.size(); ++k) {
    const AccessStep &x = a.steps[k], &y = b.steps[k];
    if (x.is_field != y.is_field) return true;  // mixed views of one object: assume overlap
    if (x.is_field ? x.field != y.field : disjoint(x, y)) return false;
  }
  return true;  // one is a prefix of the other: the shorter covers the longer
}

}  // namespace htg::detail

namespace htg {

bool may_overlap(const Access &a, const Access &b) {
  if (a.base != b.base) return false;
  return detail::may_overlap(detail::prepare_access(a), detail::prepare_access(b));
}

}  // namespace htg
