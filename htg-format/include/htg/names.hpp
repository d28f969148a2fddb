// names.hpp — the spellings the HTG format uses for node, arc and schedule kinds.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "htg/model.hpp"

namespace htg {

std::string_view node_kind_name(NodeKind kind);          // "simple" | "compound" | "loop"
std::string_view arc_kind_name(ArcKind kind);            // "data" | "control"
std::string_view schedule_kind_name(ScheduleKind kind);  // "static" | "fixed" | "gss" | ...

std::optional<NodeKind> parse_node_kind(std::string_view name);
std::optional<ArcKind> parse_arc_kind(std::string_view name);
std::optional<ScheduleKind> parse_schedule_kind(std::string_view name);

// A C identifier: [A-Za-z_][A-Za-z0-9_]*.
bool is_identifier(std::string_view text);
// An identifier close to `text` for "did you mean" hints: each run of other characters
// becomes one '_', and a leading digit gets a '_' before it ("load-data" -> "load_data").
std::string identifier_like(std::string_view text);

}  // namespace htg
