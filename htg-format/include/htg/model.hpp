// model.hpp — the in-memory Hierarchical Task Graph shared by the HTG reader/writer,
// the validator, the code generators and the compiler front end.
//
// Expressions (bounds, conditions, section bounds, initialisers) are kept as C/C++
// source text: the HTG library never evaluates them except to compare constant
// section bounds. Field names follow HTG-FORMAT.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace htg {

struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
  bool operator==(const SourceLocation &) const = default;
};

// One step after the base of an access: `.f`, `->f`, `[i]` or `[lo:len]`.
struct Selector {
  enum class Kind { field, arrow, index, section };
  Kind kind = Kind::index;
  std::string name;    // field / arrow
  std::string index;   // index: the subscript; section: the lower bound
  std::string length;  // section only: the number of elements
  bool operator==(const Selector &) const = default;
};

// An lvalue named in reads/writes/in/out/inout: `*p`, `a`, `m[i][0:n]`, `s->f[0:n]`.
struct Access {
  bool deref = false;  // leading `*`
  std::string base;    // the variable named
  std::vector<Selector> selectors;
  std::string text;  // as written, for messages
  bool operator==(const Access &) const = default;
};

enum class NodeKind { simple, compound, loop };
enum class ArcKind { data, control };

struct Arc {
  std::string from;
  std::string to;
  ArcKind kind = ArcKind::data;
  std::string on;  // the variable the arc is about (optional)
  bool operator==(const Arc &) const = default;
};

enum class ScheduleKind { static_, fixed, gss, tss, factoring, affinity };

struct Schedule {
  ScheduleKind kind = ScheduleKind::gss;
  std::string chunk;  // expression; empty = default
  bool operator==(const Schedule &) const = default;
};

struct Node {
  std::string id;
  NodeKind kind = NodeKind::simple;
  std::string label;
  std::vector<Access> reads;
  std::vector<Access> writes;
  std::string condition;  // empty = always runs
  std::optional<double> cost;
  std::string cost_expression;  // cost given as a non-constant expression (then cost is empty)
  std::optional<SourceLocation> loc;

  // simple
  std::string code;

  // compound
  std::vector<Node> children;
  std::vector<Arc> arcs;
  bool arcs_given = false;  // "arcs" present in the file (checked) vs computed
  bool trust_arcs = false;

  // loop: from <= var < to, step; body holds exactly one node
  std::string var;
  std::string from;
  std::string to;
  std::string step = "1";
  bool parallel = false;
  std::optional<Schedule> schedule;
  std::vector<Node> body;

  bool operator==(const Node &) const = default;
};

struct Variable {
  std::string name;
  std::string type;
  std::vector<std::string> dims;
  std::string init;
  bool is_extern = false;
  bool operator==(const Variable &) const = default;
};

struct Document {
  std::string name;
  std::string language = "c";  // "c" or "c++"
  std::vector<std::string> includes;
  std::vector<Variable> variables;
  std::string entry;  // empty = "htg_" + name
  bool main = false;
  Node root;

  std::string entry_name() const { return entry.empty() ? "htg_" + name : entry; }
  bool operator==(const Document &) const = default;
};

}  // namespace htg
