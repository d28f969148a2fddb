// validate_command.cpp — `nano-htg validate FILE...`: check files, print every problem.
#include <iostream>
#include <string>
#include <vector>

#include "command_support.hpp"
#include "commands.hpp"

namespace nano_htg {

namespace {
constexpr const char *validate_usage =
    "usage: nano-htg validate FILE...\n"
    "  Checks each HTG file against the format and prints every problem as\n"
    "  FILE:LINE:COLUMN: error: MESSAGE (JSON-POINTER). Exit status 0 when all are valid.\n";
}

int run_validate(int argc, char **argv) {
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string argument = argv[i];
    if (is_help(argument)) {
      std::cout << validate_usage;
      return exit_ok;
    }
    if (argument.size() > 1 && argument[0] == '-') {
      std::cerr << "nano-htg validate: unknown option '" << argument << "'\n" << validate_usage;
      return exit_usage;
    }
    files.push_back(argument);
  }
  if (files.empty()) {
    std::cerr << "nano-htg validate: no input file given\n" << validate_usage;
    return exit_usage;
  }
  int status = exit_ok;
  // Checking finds no problem in computed arcs: they are not made.
  htg::ReadOptions options;
  options.compute_arcs = false;
  for (const std::string &file : files)
    if (!load_document(file, options)) status = exit_invalid;
  return status;
}

}  // namespace nano_htg
