// arcs.hpp — dependence arcs between the children of a compound node.
#pragma once

#include <vector>

#include "htg/model.hpp"

namespace htg {

// Flow, anti and output arcs from the children's reads/writes in listed order,
// transitively reduced. Section overlap is exact for constant bounds and
// conservative (assumed) otherwise.
std::vector<Arc> compute_arcs(const Node &compound);

// Do these two accesses possibly touch the same memory?
bool may_overlap(const Access &a, const Access &b);

}  // namespace htg
