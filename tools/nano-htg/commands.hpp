// commands.hpp — the subcommands of nano-htg; each takes argv with argv[0] = its name
// and returns the process exit status.
#pragma once

namespace nano_htg {

constexpr int exit_ok = 0;
constexpr int exit_invalid = 1;  // an input file is not a valid HTG (or cannot be read)
constexpr int exit_usage = 2;    // the command line is wrong

int run_validate(int argc, char **argv);
int run_dot(int argc, char **argv);
int run_stats(int argc, char **argv);
int run_arcs(int argc, char **argv);
int run_fmt(int argc, char **argv);

}  // namespace nano_htg

#ifdef NANO_HTG_HAVE_CODEGEN
int run_codegen_command(int argc, char **argv);  // tools/nano-htg/codegen_command.cpp
#endif
