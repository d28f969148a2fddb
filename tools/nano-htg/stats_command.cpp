// stats_command.cpp — `nano-htg stats FILE`: node counts, depth, work, span, parallelism.
#include <iostream>

#include "command_support.hpp"
#include "commands.hpp"
#include "htg/stats.hpp"

namespace nano_htg {

namespace {
constexpr const char *stats_usage =
    "usage: nano-htg stats FILE\n"
    "  Prints node counts by kind, nesting depth, total cost, critical path by cost\n"
    "  and the available parallelism (total cost / critical path).\n";
}

int run_stats(int argc, char **argv) {
  auto options = parse_file_options(argc, argv, stats_usage, false, false);
  if (!options) return exit_usage;
  if (options->help) return std::cout << stats_usage, exit_ok;
  auto document = load_document(options->file);
  if (!document) return exit_invalid;
  std::cout << htg::format_statistics(htg::compute_statistics(*document), document->name);
  return exit_ok;
}

}  // namespace nano_htg
