// dot.cpp — Graphviz DOT for an HTG. Compound and loop nodes are clusters; an arc
// that touches a cluster is drawn to a node inside it and clipped at the cluster's
// border (lhead/ltail, with compound=true).
#include "htg/dot.hpp"

#include <cmath>
#include <cstdio>

#include "htg/names.hpp"

namespace htg {
namespace {

// `text` as a DOT string: quotes and backslashes escaped, a newline DOT's centred line
// break, and any other control character (DOT text has no escape for them; a raw NUL
// byte made the file binary, review30) shown as the JSON escape it was read from (`\u0000`).
std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (byte < 0x20 || byte == 0x7f) {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\\\u%04x", byte);
      out += escape;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string cost_text(const Node &node) {
  if (node.cost) {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, *node.cost == std::floor(*node.cost) && *node.cost < 1e15 ? "%.0f" : "%g",
                  *node.cost);
    return std::string("cost ") + buffer;
  }
  if (!node.cost_expression.empty()) return "cost " + node.cost_expression;
  return {};
}

std::string title(const Node &node) { return node.label.empty() ? node.id : node.label + " [" + node.id + "]"; }

// A label from lines, joined with DOT's centred line break.
std::string lines_label(const std::vector<std::string> &lines) {
  std::string joined;
  for (const std::string &line : lines) {
    if (line.empty()) continue;
    if (!joined.empty()) joined += '\n';
    joined += line;
  }
  return quoted(joined);
}

class DotWriter {
 public:
  std::string run(const Document &document) {
    out_ += "digraph " + quoted(document.name) + " {\n";
    out_ += "  graph [compound=true, rankdir=TB, fontname=\"Helvetica\", fontsize=11, labeljust=l];\n";
    out_ += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=10];\n";
    out_ += "  edge [fontname=\"Helvetica\", fontsize=9];\n";
    write_node(document.root, 1);
    out_ += "}\n";
    return out_;
  }

 private:
  // The DOT node an arc to or from `node` attaches to (a leaf inside its cluster).
  static std::string anchor(const Node &node) {
    if (node.kind == NodeKind::compound && !node.children.empty()) return anchor(node.children.front());
    if (node.kind == NodeKind::loop && !node.body.empty()) return anchor(node.body.front());
    if (node.kind == NodeKind::simple) return node.id;
    return node.id + "__empty";
  }

  static bool is_cluster(const Node &node) { return node.kind != NodeKind::simple; }

  void indent(int depth) { out_.append(static_cast<std::size_t>(depth) * 2, ' '); }

  void write_node(const Node &node, int depth) {
    if (node.kind == NodeKind::simple) {
      indent(depth);
      std::string style = node.condition.empty() ? "rounded" : "\"rounded,dashed\"";
      out_ += quoted(node.id) + " [label=" +
              lines_label({title(node), node.condition.empty() ? "" : "if (" + node.condition + ")", node.code,
                           cost_text(node)}) +
              ", style=" + style + "];\n";
      return;
    }
    indent(depth);
    out_ += "subgraph " + quoted("cluster_" + node.id) + " {\n";
    indent(depth + 1);
    out_ += "label=" + lines_label({cluster_heading(node), cost_text(node)}) + ";\n";
    indent(depth + 1);
    // Graph attributes inside a subgraph are separate statements (no commas).
    if (node.kind == NodeKind::loop)
      out_ += std::string(node.parallel ? "style=\"rounded,filled\"; fillcolor=\"#eef4ff\"" : "style=rounded") +
              "; color=\"#3a6ea5\";\n";
    else
      out_ += "style=" + std::string(node.condition.empty() ? "rounded" : "\"rounded,dashed\"") + "; color=gray45;\n";
    const std::vector<Node> &inner = node.kind == NodeKind::loop ? node.body : node.children;
    if (inner.empty()) {
      indent(depth + 1);
      out_ += quoted(node.id + "__empty") + " [label=\"(empty)\", shape=plaintext];\n";
    }
    for (const Node &child : inner) write_node(child, depth + 1);
    if (node.kind == NodeKind::compound) write_arcs(node, depth + 1);
    indent(depth);
    out_ += "}\n";
  }

  static std::string cluster_heading(const Node &node) {
    std::string heading = title(node);
    if (!node.condition.empty()) heading += "  if (" + node.condition + ")";
    if (node.kind == NodeKind::loop) {
      heading += ": for " + node.var + " in [" + node.from + ", " + node.to + ")";
      if (node.step != "1") heading += " step " + node.step;
      heading += node.parallel ? ", parallel" : ", sequential";
      if (node.schedule) {
        heading += ", " + std::string(schedule_kind_name(node.schedule->kind));
        if (!node.schedule->chunk.empty()) heading += "(" + node.schedule->chunk + ")";
      }
    }
    return heading;
  }

  void write_arcs(const Node &compound, int depth) {
    for (const Arc &arc : compound.arcs) {
      const Node *from = nullptr;
      const Node *to = nullptr;
      for (const Node &child : compound.children) {
        if (child.id == arc.from) from = &child;
        if (child.id == arc.to) to = &child;
      }
      if (!from || !to) continue;
      std::vector<std::string> attributes;
      if (is_cluster(*from)) attributes.push_back("ltail=" + quoted("cluster_" + from->id));
      if (is_cluster(*to)) attributes.push_back("lhead=" + quoted("cluster_" + to->id));
      if (!arc.on.empty()) attributes.push_back("label=" + quoted(arc.on));
      if (arc.kind == ArcKind::control) attributes.push_back("style=dashed, color=firebrick, fontcolor=firebrick");
      indent(depth);
      out_ += quoted(anchor(*from)) + " -> " + quoted(anchor(*to));
      if (!attributes.empty()) {
        out_ += " [";
        for (std::size_t i = 0; i < attributes.size(); ++i) out_ += (i ? ", " : "") + attributes[i];
        out_ += "]";
      }
      out_ += ";\n";
    }
  }

  std::string out_;
};

}  // namespace

std::string write_dot(const Document &document) { return DotWriter().run(document); }

}  // namespace htg
