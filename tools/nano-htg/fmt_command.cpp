// fmt_command.cpp — `nano-htg fmt FILE [-o OUT | -i]`: the file rewritten in normal form.
#include <iostream>

#include "command_support.hpp"
#include "commands.hpp"
#include "htg/writer.hpp"

namespace nano_htg {

namespace {
constexpr const char *fmt_usage =
    "usage: nano-htg fmt FILE [-o OUT | -i]\n"
    "  Rewrites a valid HTG file in normal form (field order of the format, defaults\n"
    "  left out, two-space indentation) to standard output, to OUT, or in place (-i).\n";
}

int run_fmt(int argc, char **argv) {
  auto options = parse_file_options(argc, argv, fmt_usage, true, true);
  if (!options) return exit_usage;
  if (options->help) return std::cout << fmt_usage, exit_ok;
  htg::ReadOptions read_options;
  read_options.compute_arcs = false;  // fmt never writes computed arcs
  auto document = load_document(options->file, read_options);
  if (!document) return exit_invalid;
  std::string target = options->in_place ? options->file : options->output;
  return write_output(htg::write_document(*document), target) ? exit_ok : exit_invalid;
}

}  // namespace nano_htg
