// sibling_index.cpp — candidate sibling pairs for dependence tests, by base and constant element.
#include "sibling_index.hpp"

#include <algorithm>
#include <iterator>
#include <set>
#include <tuple>

namespace htg::detail {
namespace {

void add_once(std::vector<std::size_t> *list, std::size_t sibling) {
  if (list->empty() || list->back() != sibling) list->push_back(sibling);
}

}  // namespace

SiblingIndex::Key SiblingIndex::key_of(const PreparedAccess &access) {
  Key key;
  key.base = access.access->base;
  if (access.steps.empty()) return key;
  const AccessStep &first = access.steps.front();
  if (first.is_field || !first.lo || !first.length) return key;
  if (!first.lo->is_constant() || !first.length->is_constant() || first.length->constant != 1) return key;
  key.single_element = true;
  key.element = first.lo->constant;
  return key;
}

SiblingIndex::SiblingIndex(const std::vector<PreparedNode> &siblings) {
  keys_.resize(siblings.size());
  for (std::size_t i = 0; i < siblings.size(); ++i) {
    const PreparedNode &node = siblings[i];
    std::set<std::tuple<std::string, bool, std::int64_t>> seen;
    for (const auto *list : {&node.reads, &node.writes, &node.condition_reads})
      for (const PreparedAccess &access : *list) {
        Key key = key_of(access);
        // A key the sibling already has adds no candidate (`reads: [x], writes: [x]`).
        if (!seen.emplace(key.base, key.single_element, key.element).second) continue;
        BaseEntry &entry = bases_[key.base];
        add_once(&entry.all, i);
        add_once(key.single_element ? &entry.by_element[key.element] : &entry.not_one_element, i);
        keys_[i].push_back(std::move(key));
      }
  }
}

std::vector<std::size_t> SiblingIndex::earlier_candidates(std::size_t j) const {
  // Each list appended is ascending: merged as it comes, so a sibling with one key
  // costs a copy, not a sort (a chain of 20000 siblings on one variable took 34 s).
  std::vector<std::size_t> out;
  std::vector<std::size_t> merged;
  auto append_merged = [&](const std::vector<std::size_t> &list) {
    const auto below = std::lower_bound(list.begin(), list.end(), j);
    if (out.empty()) {
      out.assign(list.begin(), below);
      return;
    }
    merged.clear();
    std::merge(out.begin(), out.end(), list.begin(), below, std::back_inserter(merged));
    out.swap(merged);
  };
  for (const Key &key : keys_[j]) {
    const BaseEntry &entry = bases_.find(key.base)->second;
    if (!key.single_element) {
      append_merged(entry.all);
      continue;
    }
    // One constant element overlaps the same element, or an access whose first step
    // is not one constant element (a section, a whole variable, a field).
    auto same = entry.by_element.find(key.element);
    if (same != entry.by_element.end()) append_merged(same->second);
    append_merged(entry.not_one_element);
  }
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace htg::detail
