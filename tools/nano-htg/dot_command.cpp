// dot_command.cpp — `nano-htg dot FILE [-o OUT]`: the graph in Graphviz DOT.
#include <iostream>

#include "command_support.hpp"
#include "commands.hpp"
#include "htg/dot.hpp"

namespace nano_htg {

namespace {
constexpr const char *dot_usage =
    "usage: nano-htg dot FILE [-o OUT.dot]\n"
    "  Writes the graph in Graphviz DOT (render with: dot -Tsvg OUT.dot -o OUT.svg).\n"
    "  Compound and loop nodes are clusters; control arcs are dashed.\n";
}

int run_dot(int argc, char **argv) {
  auto options = parse_file_options(argc, argv, dot_usage, true, false);
  if (!options) return exit_usage;
  if (options->help) return std::cout << dot_usage, exit_ok;
  auto document = load_document(options->file);
  if (!document) return exit_invalid;
  return write_output(htg::write_dot(*document), options->output) ? exit_ok : exit_invalid;
}

}  // namespace nano_htg
