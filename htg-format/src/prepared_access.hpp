// prepared_access.hpp — accesses in the normal form overlap tests work on, with section
// bounds parsed once: comparing every pair of siblings then costs no re-parsing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "htg/arcs.hpp"
#include "linear_form.hpp"

namespace htg::detail {

// One step of an access: `.f`, or a range [lo, lo + length). `p->f` is `p[0].f` and
// `*x` is `x[0]`. A range without bounds covers a whole dimension (what a subscript
// using a loop variable widens to).
struct AccessStep {
  bool is_field = false;
  std::string field;
  std::optional<LinearForm> lo;
  std::optional<LinearForm> length;
};

struct PreparedAccess {
  const Access *access = nullptr;  // the original, for messages
  std::vector<AccessStep> steps;
};

PreparedAccess prepare_access(const Access &access);
bool may_overlap(const PreparedAccess &a, const PreparedAccess &b);

struct PreparedNode {
  std::vector<PreparedAccess> reads;
  std::vector<PreparedAccess> writes;
  std::vector<PreparedAccess> condition_reads;
};
// `accesses` must outlive the result (it points into it).
PreparedNode prepare_node(const NodeAccesses &accesses);

// A dependence as the accesses it joins, in the nodes' NodeAccesses (nothing copied).
struct Conflict {
  DependenceKind kind = DependenceKind::flow;
  const Access *earlier = nullptr;
  const Access *later = nullptr;
};
// The first dependence of `later` on `earlier` (flow, then anti, output, control).
std::optional<Conflict> find_conflict(const PreparedNode &earlier, const PreparedNode &later);

}  // namespace htg::detail
