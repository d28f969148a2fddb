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

/// As runCommand, but what \p Cmd writes to file descriptor \p Stream
/// (STDOUT_FILENO, STDERR_FILENO) is collected in \p Captured (for the caller
/// to print) instead of shared.
int runCommandCapturing(const Command &Cmd, int Stream, std::string &Captured);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_PROCESS_H
