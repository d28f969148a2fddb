// arcs_command.cpp — `nano-htg arcs FILE`: the arcs of every compound, computed or given.
#include <iostream>

#include "command_support.hpp"
#include "commands.hpp"
#include "htg/names.hpp"

namespace nano_htg {

namespace {
constexpr const char *arcs_usage =
    "usage: nano-htg arcs FILE\n"
    "  Prints the arcs of each compound node: those computed from reads/writes\n"
    "  (transitively reduced) where the file gives none, else the given ones.\n";

void print_arcs(const htg::Node &node, const std::string &pointer) {
  if (node.kind == htg::NodeKind::compound) {
    std::cout << "compound '" << node.id << "' (" << pointer << "): " << node.arcs.size()
              << (node.arcs.size() == 1 ? " arc" : " arcs") << (node.arcs_given ? ", given" : ", computed") << '\n';
    for (const htg::Arc &arc : node.arcs) {
      std::cout << "  " << arc.from << " -> " << arc.to << "  " << htg::arc_kind_name(arc.kind);
      if (!arc.on.empty()) std::cout << " on " << arc.on;
      std::cout << '\n';
    }
    for (std::size_t i = 0; i < node.children.size(); ++i)
      print_arcs(node.children[i], pointer + "/children/" + std::to_string(i));
  }
  for (const htg::Node &body : node.body) print_arcs(body, pointer + "/body");
}
}  // namespace

int run_arcs(int argc, char **argv) {
  auto options = parse_file_options(argc, argv, arcs_usage, false, false);
  if (!options) return exit_usage;
  if (options->help) return std::cout << arcs_usage, exit_ok;
  auto document = load_document(options->file);
  if (!document) return exit_invalid;
  print_arcs(document->root, "/root");
  return exit_ok;
}

}  // namespace nano_htg
