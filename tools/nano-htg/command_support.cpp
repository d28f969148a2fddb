// command_support.cpp — file loading with printed diagnostics, options, output.
#include "command_support.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>

#include "htg/reader.hpp"

namespace nano_htg {

std::optional<htg::Document> load_document(const std::string &path, const htg::ReadOptions &options) {
  htg::ReadResult result;
  if (path == "-") {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    result = htg::read_document(text, options);
  } else {
    result = htg::read_file(path, options);
  }
  std::string shown = path == "-" ? "<stdin>" : path;
  for (const htg::Diagnostic &diagnostic : result.diagnostics)
    std::cerr << htg::format_diagnostic(diagnostic, shown) << '\n';
  return std::move(result.document);
}

bool is_help(const std::string &argument) { return argument == "--help" || argument == "-h"; }

std::optional<FileOptions> parse_file_options(int argc, char **argv, const char *usage, bool allow_output,
                                              bool allow_in_place) {
  FileOptions options;
  auto fail = [&](const std::string &why) -> std::optional<FileOptions> {
    std::cerr << "nano-htg " << argv[0] << ": " << why << "\n" << usage;
    return std::nullopt;
  };
  for (int i = 1; i < argc; ++i) {
    std::string argument = argv[i];
    if (is_help(argument)) {
      options.help = true;
    } else if (argument == "-o" && allow_output) {
      if (i + 1 >= argc) return fail("option -o needs a file name");
      options.output = argv[++i];
    } else if (argument == "-i" && allow_in_place) {
      options.in_place = true;
    } else if (argument.size() > 1 && argument[0] == '-') {
      return fail("unknown option '" + argument + "'");
    } else if (options.file.empty()) {
      options.file = argument;
    } else {
      return fail("one input file only ('" + options.file + "' and '" + argument + "' given)");
    }
  }
  if (options.help) return options;
  if (options.file.empty()) return fail("no input file given");
  if (options.in_place && !options.output.empty()) return fail("-i and -o exclude each other");
  if (options.in_place && options.file == "-") return fail("-i needs a file, not standard input");
  return options;
}

bool write_output(const std::string &text, const std::string &path) {
  if (path.empty() || path == "-") {
    std::cout << text;
    std::cout.flush();
    return static_cast<bool>(std::cout);
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) {
    std::cerr << path << ": error: cannot write the file: " << std::strerror(errno) << '\n';
    return false;
  }
  return true;
}

}  // namespace nano_htg
