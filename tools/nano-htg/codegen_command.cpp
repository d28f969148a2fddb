// codegen_command.cpp — `nano-htg codegen FILE [-o OUT]`: read, validate and generate C/C++ for an HTG file.
//
// Exit status: 0 generated; 1 the file has errors (every diagnostic printed, no
// output written); 2 bad command line or the output could not be written.
// The output appears complete or not at all: it is written to a temporary file in
// the destination's directory and renamed over the destination.
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <string_view>

#include "htg/diagnostic.hpp"
#include "htg/reader.hpp"
#include "nano/htg_codegen.hpp"

namespace {

constexpr const char *kUsage =
    "usage: nano-htg codegen FILE.htg.json [-o OUT] [--no-line-directives]\n"
    "  Generates C (or C++ when the document's language is c++) that runs the graph\n"
    "  on libnanothreads. FILE '-' reads standard input. Without -o (or with -o -)\n"
    "  the code goes to standard output; -o replaces OUT only once all is written.\n"
    "  Exit status: 0 ok, 1 invalid input (every problem printed), 2 usage or write error.\n";

struct CodegenArgs {
  std::string input;
  std::string output;  // empty or "-": stdout
  bool line_directives = true;
};

bool write_all(int fd, const std::string &text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// Writes `text` to `path` through a temporary sibling and rename(2).
bool write_atomically(const std::string &path, const std::string &text, std::string &error) {
  std::string temp = path + ".tmp.XXXXXX";
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) {
    error = "cannot create a temporary file next to '" + path + "': " + std::strerror(errno);
    return false;
  }
  const mode_t mask = ::umask(0);
  ::umask(mask);
  bool ok = ::fchmod(fd, 0666 & ~mask) == 0 && write_all(fd, text);
  if (!ok) error = "cannot write '" + temp + "': " + std::strerror(errno);
  if (::close(fd) != 0 && ok) {
    ok = false;
    error = "cannot write '" + temp + "': " + std::strerror(errno);
  }
  if (ok && ::rename(temp.c_str(), path.c_str()) != 0) {
    ok = false;
    error = "cannot rename '" + temp + "' to '" + path + "': " + std::strerror(errno);
  }
  if (!ok) ::unlink(temp.c_str());
  return ok;
}

// Parses argv[1..]; prints the problem and returns false on a bad command line.
bool parse_args(int argc, char **argv, CodegenArgs &args, bool &help) {
  for (int k = 1; k < argc; ++k) {
    const std::string_view arg = argv[k];
    if (arg == "-h" || arg == "--help") {
      help = true;
      return true;
    }
    if (arg == "--no-line-directives") {
      args.line_directives = false;
    } else if (arg == "-o") {
      if (k + 1 >= argc) {
        std::cerr << "nano-htg codegen: error: -o needs a file name\n" << kUsage;
        return false;
      }
      args.output = argv[++k];
    } else if (arg.starts_with("-o") && arg.size() > 2) {
      args.output = std::string(arg.substr(2));
    } else if (arg.starts_with("-") && arg != "-") {
      std::cerr << "nano-htg codegen: error: unknown option '" << arg << "'\n" << kUsage;
      return false;
    } else if (args.input.empty()) {
      args.input = std::string(arg);
    } else {
      std::cerr << "nano-htg codegen: error: more than one input file ('" << args.input << "', '" << arg << "')\n"
                << kUsage;
      return false;
    }
  }
  if (args.input.empty()) {
    std::cerr << "nano-htg codegen: error: no input file\n" << kUsage;
    return false;
  }
  return true;
}

}  // namespace

int run_codegen_command(int argc, char **argv) {
  CodegenArgs args;
  bool help = false;
  if (!parse_args(argc, argv, args, help)) return 2;
  if (help) {
    std::cout << kUsage;
    return 0;
  }

  // FILE "-" is standard input, shown as <stdin> like the other nano-htg commands.
  const bool from_stdin = args.input == "-";
  const std::string shown = from_stdin ? "<stdin>" : args.input;
  htg::ReadResult result;
  if (from_stdin) {
    const std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    result = htg::read_document(text);
  } else {
    result = htg::read_file(args.input);
  }
  for (const htg::Diagnostic &diagnostic : result.diagnostics)
    std::cerr << htg::format_diagnostic(diagnostic, shown) << "\n";
  if (!result.ok()) return 1;

  const bool to_stdout = args.output.empty() || args.output == "-";
  htg::CodegenOptions options;
  options.source_name = shown;
  options.line_directives = args.line_directives;
  options.source_map = &result.source_map;
  if (!to_stdout) options.output_name = args.output;
  const std::string code = htg::generate_code(*result.document, options);

  if (to_stdout) {
    std::cout << code << std::flush;
    return std::cout ? 0 : 2;
  }
  std::string error;
  if (!write_atomically(args.output, code, error)) {
    std::cerr << "nano-htg codegen: error: " << error << "\n";
    return 2;
  }
  return 0;
}
