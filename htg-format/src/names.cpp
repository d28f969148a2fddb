// names.cpp — kind spellings of the HTG format, both directions.
#include "htg/names.hpp"

#include <array>
#include <string>
#include <utility>

namespace htg {
namespace {

constexpr std::array<std::pair<NodeKind, std::string_view>, 3> node_kinds{
    {{NodeKind::simple, "simple"}, {NodeKind::compound, "compound"}, {NodeKind::loop, "loop"}}};
constexpr std::array<std::pair<ArcKind, std::string_view>, 2> arc_kinds{
    {{ArcKind::data, "data"}, {ArcKind::control, "control"}}};
constexpr std::array<std::pair<ScheduleKind, std::string_view>, 6> schedule_kinds{
    {{ScheduleKind::static_, "static"},
     {ScheduleKind::fixed, "fixed"},
     {ScheduleKind::gss, "gss"},
     {ScheduleKind::tss, "tss"},
     {ScheduleKind::factoring, "factoring"},
     {ScheduleKind::affinity, "affinity"}}};

template <typename Kind, std::size_t N>
std::string_view name_of(const std::array<std::pair<Kind, std::string_view>, N> &table, Kind kind) {
  for (const auto &[value, name] : table)
    if (value == kind) return name;
  return "?";
}

template <typename Kind, std::size_t N>
std::optional<Kind> kind_of(const std::array<std::pair<Kind, std::string_view>, N> &table, std::string_view text) {
  for (const auto &[value, name] : table)
    if (name == text) return value;
  return std::nullopt;
}

}  // namespace

std::string_view node_kind_name(NodeKind kind) { return name_of(node_kinds, kind); }
std::string_view arc_kind_name(ArcKind kind) { return name_of(arc_kinds, kind); }
std::string_view schedule_kind_name(ScheduleKind kind) { return name_of(schedule_kinds, kind); }

std::optional<NodeKind> parse_node_kind(std::string_view name) { return kind_of(node_kinds, name); }
std::optional<ArcKind> parse_arc_kind(std::string_view name) { return kind_of(arc_kinds, name); }
std::optional<ScheduleKind> parse_schedule_kind(std::string_view name) { return kind_of(schedule_kinds, name); }

bool is_identifier(std::string_view text) {
  if (text.empty()) return false;
  auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (!letter(text[0])) return false;
  for (char c : text)
    if (!letter(c) && !digit(c)) return false;
  return true;
}

std::string identifier_like(std::string_view text) {
  std::string out;
  for (char c : text) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (keep)
      out += c;
    else if (out.empty() || out.back() != '_')
      out += '_';
  }
  if (out.empty() || (out[0] >= '0' && out[0] <= '9')) out.insert(0, "_");
  return out;
}

}  // namespace htg
