// dot.hpp — Graphviz DOT export of an HTG: clusters for compound and loop nodes, data
// arcs solid, control arcs dashed, labels and costs shown.
#pragma once

#include <string>

#include "htg/model.hpp"

namespace htg {

std::string write_dot(const Document &document);

}  // namespace htg
