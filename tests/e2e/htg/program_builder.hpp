// program_builder.hpp — compiles generated HTG code with the project's compilers and runs it, for the e2e tests.
#pragma once

#include <string>
#include <vector>

#include "htg/model.hpp"

namespace htg_e2e {

struct RunResult {
  int status = -1;        // exit status, or -1 when the program did not exit normally
  std::string output;     // standard output
  std::string errors;     // standard error
};

// A fresh directory under the test work area, named after `name`.
std::string fresh_directory(const std::string &name);

// Writes `text` to `path`; fails the current test when it cannot.
void write_text(const std::string &path, const std::string &text);
std::string read_text(const std::string &path);

// Runs a shell command line; stdout and stderr captured separately.
RunResult run_command(const std::string &command_line);

// Generates `document` into <dir>/<name>.gen.c(pp), compiles it with -Wall -Wextra
// -Werror (C or C++ after the document's language) together with `extra_sources`
// (files written to <dir> from {file name, text} pairs) and links the runtime.
// Returns the executable's path; compile errors are in `*errors` (path empty).
std::string build_program(const std::string &name, const htg::Document &document,
                          const std::vector<std::pair<std::string, std::string>> &extra_sources,
                          std::string *errors);

// Runs `executable` with NANO_WORKERS=<workers>.
RunResult run_program(const std::string &executable, int workers);

}  // namespace htg_e2e
