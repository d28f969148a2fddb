// command.hpp — the nano-trace command line, as a function the tests can call.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace nano::trace_tool {

inline constexpr int exit_ok = 0;
inline constexpr int exit_trace_error = 1;  // unreadable or malformed trace, or the output cannot be written
inline constexpr int exit_usage = 2;        // bad command line

// nano-trace summary TRACE | nano-trace plot TRACE -o timeline.svg | nano-trace --help.
// `args` excludes the program name. Results go to `out`, problems to `err`.
int run_command(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

}  // namespace nano::trace_tool
