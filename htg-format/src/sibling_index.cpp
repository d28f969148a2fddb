// sibling_index.cpp — candidate sibling pairs for dependence tests, by base and constant element.
#include "sibling_index.hpp"

#include <algorithm>

namespace htg::detail {
namespace {

void add_once(std::vector<std::size_t> *list, std::size_t sibling) {
  if (list->empty() || list->back() != sibling) list->push_back(sibling);
}

// Appends the entries of the ascending `list` that are below `j`.
void append_below(const std::vector<std::size_t> &list, std::size_t j, std::vector<std::size_t> *out) {
  out->insert(out->end(), list.begin(), std::lower_bound(list.begin(), list.end(), j));
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
    for (const auto *list : {&node.reads, &node.writes, &node.condition_reads})
      for (const PreparedAccess &access : *list) {
        Key key = key_of(access);
        BaseEntry &entry = bases_[key.base];
        add_once(&entry.all, i);
        add_once(key.single_element ? &entry.by_element[key.element] : &entry.not_one_element, i);
        keys_[i].push_back(std::move(key));
      }
  }
}

std::vector<std::size_t> SiblingIndex::earlier_candidates(std::size_t j) const {
  std::vector<std::size_t> out;
  for (const Key &key : keys_[j]) {
    const BaseEntry &entry = bases_.find(key.base)->second;
    if (!key.single_element) {
      append_below(entry.all, j, &out);
      continue;
    }
    // One constant element overlaps the same element, or an access whose first step
    // is not one constant element (a section, a whole variable, a field).
    auto same = entry.by_element.find(key.element);
    if (same != entry.by_element.end()) append_below(same->second, j, &out);
    append_below(entry.not_one_element, j, &out);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace htg::detail
