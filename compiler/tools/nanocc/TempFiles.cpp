//===- TempFiles.cpp - Intermediate files and all-or-nothing outputs ------===//
#include "TempFiles.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <system_error>
#include <unistd.h>

namespace fs = std::filesystem;

namespace nanocc::driver {

TempDir::~TempDir() {
  if (Dir.empty())
    return;
  std::error_code Ignored;
  fs::remove_all(Dir, Ignored);
}

std::string TempDir::path(std::string &Error) {
  if (!Dir.empty())
    return Dir;
  const char *Base = std::getenv("TMPDIR");
  std::string Template = std::string(Base && *Base ? Base : "/tmp") + "/nanocc-XXXXXX";
  if (!mkdtemp(Template.data())) {
    Error = "cannot create a temporary directory in '" +
            fs::path(Template).parent_path().string() + "'";
    return {};
  }
  Dir = Template;
  return Dir;
}

std::string TempDir::file(const std::string &Stem, const std::string &Suffix,
                          std::string &Error) {
  std::string D = path(Error);
  if (D.empty())
    return {};
  return D + "/" + std::to_string(Counter++) + "-" + Stem + Suffix;
}

std::string stagingNameFor(const std::string &Output) {
  fs::path P(Output);
  std::string Name = "." + P.filename().string() + ".nanocc-" + std::to_string(getpid());
  return (P.parent_path() / Name).string();
}

std::string unwritableOutput(const std::string &Output) {
  fs::path Dir = fs::path(Output).parent_path();
  if (Dir.empty())
    Dir = ".";
  std::error_code Ec;
  if (!fs::exists(Dir, Ec))
    return "cannot write '" + Output + "': the directory '" + Dir.string() + "' does not exist";
  if (!fs::is_directory(Dir, Ec))
    return "cannot write '" + Output + "': '" + Dir.string() + "' is not a directory";
  if (access(Dir.c_str(), W_OK | X_OK) != 0)
    return "cannot write '" + Output + "': the directory '" + Dir.string() + "' is not writable";
  // Permissions do not tell everything (a read-only or pseudo file system
  // refuses even root): create and remove the staging file once.
  std::string Probe = stagingNameFor(Output);
  int Fd = open(Probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (Fd < 0 && errno != EEXIST)
    return "cannot write '" + Output + "' in the directory '" + Dir.string() + "': " + std::strerror(errno);
  if (Fd >= 0) {
    close(Fd);
    unlink(Probe.c_str());
  }
  return {};
}

bool commitOutput(const std::string &Staged, const std::string &Output,
                  std::string &Error) {
  std::error_code Ec;
  fs::rename(Staged, Output, Ec);
  if (!Ec)
    return true;
  Error = "cannot move the output into '" + Output + "': " + Ec.message();
  fs::remove(Staged, Ec);
  return false;
}

} // namespace nanocc::driver
