// command_support.hpp — what the nano-htg commands share: loading a file with its
// diagnostics printed compiler-style, option parsing, writing the output.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "htg/model.hpp"
#include "htg/reader.hpp"

namespace nano_htg {

// Reads `path` ("-" = standard input) and prints every diagnostic to stderr as
// `path:line:col: error: message (pointer)`. The document when it is valid.
std::optional<htg::Document> load_document(const std::string &path, const htg::ReadOptions &options = {});

// The command line of a one-file command: FILE [-o OUT] [-i]. `allow_in_place` enables -i.
struct FileOptions {
  std::string file;
  std::string output;  // empty = standard output
  bool in_place = false;
  bool help = false;
};
// nullopt after printing the problem (and the usage) to stderr.
std::optional<FileOptions> parse_file_options(int argc, char **argv, const char *usage, bool allow_output,
                                              bool allow_in_place);

// Writes `text` to `path` (empty = standard output); false after printing why not.
bool write_output(const std::string &text, const std::string &path);

bool is_help(const std::string &argument);

}  // namespace nano_htg
