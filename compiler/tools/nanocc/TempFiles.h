//===- TempFiles.h - Intermediate files and all-or-nothing outputs -*- C++ -*-===//
#ifndef NANOCC_DRIVER_TEMPFILES_H
#define NANOCC_DRIVER_TEMPFILES_H

#include <string>

namespace nanocc::driver {

/// A private directory for intermediate files (objects of a link, generated
/// HTG sources), removed with everything in it when this object dies.
class TempDir {
public:
  TempDir() = default;
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  ~TempDir();

  /// Creates the directory on first use; returns "" (with \p Error) on failure.
  std::string path(std::string &Error);
  /// A fresh name inside the directory ending with \p Suffix (the file is not created).
  std::string file(const std::string &Stem, const std::string &Suffix, std::string &Error);

private:
  std::string Dir;
  unsigned Counter = 0;
};

/// The name a final output is first written to: a hidden unique name in the
/// same directory, so that the rename into place is atomic.
std::string stagingNameFor(const std::string &Output);

/// Why \p Output cannot be created (its directory is missing, is no directory
/// or is not writable, or refuses a new file), as "cannot write 'OUTPUT': REASON"; "" when it can.
/// Checked before a staged write, so that a failure names the user's file.
std::string unwritableOutput(const std::string &Output);

/// Renames \p Staged onto \p Output; false (with \p Error) on failure.
bool commitOutput(const std::string &Staged, const std::string &Output, std::string &Error);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_TEMPFILES_H
