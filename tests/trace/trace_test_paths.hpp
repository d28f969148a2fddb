// trace_test_paths.hpp — a unique temporary trace path per test, with its files removed afterwards.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

namespace nano::trace_test {

struct TempTrace {
  std::string stem;  // <tmp>/nano-trace-test-<pid>-<name>
  std::string path;  // stem + extension

  TempTrace(const std::string &name, const std::string &extension)
      : stem((std::filesystem::temp_directory_path() /
              ("nano-trace-test-" + std::to_string(::getpid()) + "-" + name))
                 .string()),
        path(stem + extension) {
    remove_files();
  }
  TempTrace(const TempTrace &) = delete;
  TempTrace &operator=(const TempTrace &) = delete;
  ~TempTrace() { remove_files(); }

 private:
  void remove_files() const {
    std::error_code ignored;
    for (const char *extension : {"", ".prv", ".pcf", ".row", ".json", ".trace.json", ".svg"})
      std::filesystem::remove(stem + extension, ignored);
    std::filesystem::remove(path, ignored);
  }
};

}  // namespace nano::trace_test
