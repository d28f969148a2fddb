//===- Process.h - Running and printing the commands nanocc issues -*- C++ -*-===//
#ifndef NANOCC_DRIVER_PROCESS_H
#define NANOCC_DRIVER_PROCESS_H

#include <string>
#include <vector>

namespace nanocc::driver {

using Command = std::vector<std::string>;

/// The command as a shell line, each word quoted where needed.
std::string formatCommand(const Command &Cmd);

/// Runs \p Cmd (argv[0] looked up in PATH when it has no slash), sharing stdio,
/// and returns its exit status; a command killed by a signal, or one that could
/// not be started, is reported on stderr and returns 1.
int runCommand(const Command &Cmd);

/// As runCommand, but what \p Cmd writes to stderr is collected in \p Stderr
/// (for the caller to print) instead of shared.
int runCommandCapturingStderr(const Command &Cmd, std::string &Stderr);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_PROCESS_H
