// arc_joins.cpp — joins for siblings with equal predecessor sets (see the header).
#include "arc_joins.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace htg::codegen {

WiredArcs wire_arcs(const std::vector<std::pair<int, int>> &arcs) {
  std::map<int, std::vector<int>> predecessors;  // child -> its predecessors, ascending
  for (const auto &[from, to] : arcs) predecessors[to].push_back(from);
  std::map<std::vector<int>, std::vector<int>> followers;  // predecessor set -> the children with it
  for (auto &[child, from] : predecessors) {
    std::sort(from.begin(), from.end());
    from.erase(std::unique(from.begin(), from.end()), from.end());  // an arc given twice
    followers[from].push_back(child);
  }
  WiredArcs wired;
  std::set<int> joined;  // the children whose incoming arcs go through a join
  for (const auto &[from, to] : followers) {
    if (from.size() + to.size() >= from.size() * to.size()) continue;
    wired.joins.push_back({from, to});
    joined.insert(to.begin(), to.end());
  }
  for (const auto &arc : arcs)
    if (!joined.contains(arc.second)) wired.direct.push_back(arc);
  return wired;
}

}  // namespace htg::codegen
