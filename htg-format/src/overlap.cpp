// overlap.cpp — may two accesses touch the same memory? Exact when the section bounds
// are comparable linear forms (constants, or the same symbols), conservative otherwise.
#include <string>
#include <vector>

#include "htg/arcs.hpp"
#include "linear_form.hpp"

namespace htg {
namespace {

// An access in normal form: `p->f` is `p[0].f` and `*x` is `x[0]`. A range with empty
// bounds is a whole dimension (what a subscript using a loop variable widens to).
struct Step {
  bool is_field = false;
  std::string field;
  std::string lo;
  std::string length;
};

std::vector<Step> steps_of(const Access &access) {
  std::vector<Step> steps;
  for (const Selector &selector : access.selectors) {
    switch (selector.kind) {
      case Selector::Kind::arrow:
        steps.push_back({false, {}, "0", "1"});
        steps.push_back({true, selector.name, {}, {}});
        break;
      case Selector::Kind::field: steps.push_back({true, selector.name, {}, {}}); break;
      case Selector::Kind::index: steps.push_back({false, {}, selector.index, selector.index.empty() ? "" : "1"}); break;
      case Selector::Kind::section: steps.push_back({false, {}, selector.index, selector.length}); break;
    }
  }
  if (access.deref) steps.push_back({false, {}, "0", "1"});
  return steps;
}

bool constant_at_most_zero(const std::optional<detail::LinearForm> &form) {
  return form && form->is_constant() && form->constant <= 0;
}

// True only when the two ranges provably share no element.
bool disjoint(const Step &a, const Step &b) {
  if (a.lo.empty() || b.lo.empty() || a.length.empty() || b.length.empty()) return false;
  auto a_lo = detail::linear_form(a.lo), a_len = detail::linear_form(a.length);
  auto b_lo = detail::linear_form(b.lo), b_len = detail::linear_form(b.length);
  if (!a_lo || !a_len || !b_lo || !b_len) return false;
  if (constant_at_most_zero(a_len) || constant_at_most_zero(b_len)) return true;  // an empty section
  auto a_end = detail::add(*a_lo, *a_len), b_end = detail::add(*b_lo, *b_len);
  if (a_end && constant_at_most_zero(detail::subtract(*a_end, *b_lo))) return true;
  if (b_end && constant_at_most_zero(detail::subtract(*b_end, *a_lo))) return true;
  return false;
}

}  // namespace

bool may_overlap(const Access &a, const Access &b) {
  if (a.base != b.base) return false;
  std::vector<Step> sa = steps_of(a), sb = steps_of(b);
  for (std::size_t k = 0; k < sa.size() && k < sb.size(); ++k) {
    if (sa[k].is_field != sb[k].is_field) return true;  // mixed views of one object: assume overlap
    if (sa[k].is_field) {
      if (sa[k].field != sb[k].field) return false;
    } else if (disjoint(sa[k], sb[k])) {
      return false;
    }
  }
  return true;  // one is a prefix of the other: the shorter covers the longer
}

}  // namespace htg
