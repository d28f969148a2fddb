// program_builder.cpp — compile-and-run helpers for the HTG code generator's end-to-end tests.
//
// Paths of the compilers, the runtime library and the work area come from the build
// (NANO_E2E_* definitions), so the tests compile exactly like a user's build would.
#include "program_builder.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "nano/htg_codegen.hpp"

namespace htg_e2e {
namespace {

std::string shell_quoted(const std::string &text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

std::string fresh_directory(const std::string &name) {
  const std::filesystem::path dir = std::filesystem::path(NANO_E2E_WORK_DIR) / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

void write_text(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  REQUIRE(out.good());
}

std::string read_text(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

RunResult run_command(const std::string &command_line) {
  // The work directory is shared by the test processes ctest runs at once: the
  // process id keeps their stderr files apart (a shared `stderr-1.txt` was read or
  // removed by another process: a flaky failure of whichever checked its errors).
  static int counter = 0;
  const std::string errors_path = std::string(NANO_E2E_WORK_DIR) + "/stderr-" + std::to_string(::getpid()) + "-" +
                                  std::to_string(++counter) + ".txt";
  RunResult result;
  FILE *pipe = ::popen((command_line + " 2>" + shell_quoted(errors_path)).c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  std::size_t got;
  while ((got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) result.output.append(buffer, got);
  const int status = ::pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.errors = read_text(errors_path);
  std::filesystem::remove(errors_path);
  return result;
}

std::string build_program(const std::string &name, const htg::Document &document,
                          const std::vector<std::pair<std::string, std::string>> &extra_sources,
                          std::string *errors) {
  const std::string dir = fresh_directory(name);
  const std::string generated = dir + "/" + name + ".gen" + htg::generated_extension(document);
  htg::CodegenOptions options;
  options.output_name = generated;
  write_text(generated, htg::generate_code(document, options));

  const std::string common = std::string(" -O1 -Wall -Wextra -Werror ") + NANO_E2E_EXTRA_FLAGS + " -I" +
                             shell_quoted(NANO_E2E_RUNTIME_INCLUDE) + " -I" + shell_quoted(dir);
  std::string objects;
  std::vector<std::string> sources{generated};
  for (const auto &[file, text] : extra_sources) {
    write_text(dir + "/" + file, text);
    if (!file.ends_with(".h")) sources.push_back(dir + "/" + file);
  }
  for (std::size_t k = 0; k < sources.size(); ++k) {
    const bool source_cxx = sources[k].ends_with(".cpp");
    const std::string object = dir + "/object" + std::to_string(k) + ".o";
    const std::string compiler = source_cxx ? NANO_E2E_CXX " -std=c++20" : NANO_E2E_CC " -std=c11";
    const RunResult compiled = run_command(compiler + common + " -c " + shell_quoted(sources[k]) + " -o " + shell_quoted(object));
    if (compiled.status != 0) {
      *errors = compiled.errors;
      return {};
    }
    objects += " " + shell_quoted(object);
  }
  const std::string executable = dir + "/" + name;
  const RunResult linked = run_command(std::string(NANO_E2E_CXX) + " " + NANO_E2E_EXTRA_FLAGS + objects + " " +
                                       shell_quoted(NANO_E2E_RUNTIME_LIBRARY) + " -pthread -lm -o " + shell_quoted(executable));
  if (linked.status != 0) {
    *errors = linked.errors;
    return {};
  }
  return executable;
}

RunResult run_program(const std::string &executable, int workers) {
  return run_command("NANO_WORKERS=" + std::to_string(workers) + " " + shell_quoted(executable));
}

}  // namespace htg_e2e
