// main.cpp — nano-htg: dispatches to one subcommand; the work lives in htg_format and
// in one file per command.
#include <cstring>
#include <iostream>
#include <string>

#include "commands.hpp"

namespace {

constexpr const char *usage =
    "usage: nano-htg COMMAND [ARGS]\n"
    "Commands for Hierarchical Task Graph files (*.htg.json):\n"
    "  validate FILE...            check files; print every problem (exit 1 if any is invalid)\n"
    "  dot FILE [-o OUT]           Graphviz DOT of the graph\n"
    "  stats FILE                  node counts, depth, total cost, critical path, parallelism\n"
    "  arcs FILE                   the arcs of each compound (computed or given)\n"
    "  fmt FILE [-o OUT | -i]      rewrite in normal form\n"
    "  codegen FILE ...            generate C/C++ calling the nano-threads runtime\n"
    "Run 'nano-htg COMMAND --help' for a command's options. FILE '-' reads standard input.\n"
    "Exit status: 0 ok, 1 invalid input, 2 usage error.\n";

int run_codegen(int argc, char **argv) {
#ifdef NANO_HTG_HAVE_CODEGEN
  return run_codegen_command(argc, argv);
#else
  (void)argc;
  (void)argv;
  std::cerr << "nano-htg codegen: this nano-htg was built without the code generator; "
               "configure with -DNANO_BUILD_COMPILER=ON and rebuild\n";
  return nano_htg::exit_usage;
#endif
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::cerr << usage;
    return nano_htg::exit_usage;
  }
  std::string command = argv[1];
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << usage;
    return nano_htg::exit_ok;
  }
  struct Command {
    const char *name;
    int (*run)(int, char **);
  };
  static const Command commands[] = {{"validate", nano_htg::run_validate}, {"dot", nano_htg::run_dot},
                                     {"stats", nano_htg::run_stats},       {"arcs", nano_htg::run_arcs},
                                     {"fmt", nano_htg::run_fmt},           {"codegen", run_codegen}};
  for (const Command &entry : commands)
    if (command == entry.name) return entry.run(argc - 1, argv + 1);
  std::cerr << "nano-htg: unknown command '" << command << "'\n" << usage;
  return nano_htg::exit_usage;
}
