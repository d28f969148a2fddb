//===- Toolchain.h - clang, the plugin and the runtime, as nanocc finds them -*- C++ -*-===//
#ifndef NANOCC_DRIVER_TOOLCHAIN_H
#define NANOCC_DRIVER_TOOLCHAIN_H

#include <string>
#include <vector>

namespace nanocc::driver {

struct Toolchain {
  std::string Clang;   ///< the C compiler driver (clang-19)
  std::string ClangXX; ///< the C++ compiler driver (clang++-19)
  std::string Plugin;  ///< NanoThreadsPlugin.so
  std::string RuntimeLibDir;
  std::string RuntimeIncludeDir;
  /// After -lnanothreads on a C link: the runtime's own dependencies.
  std::vector<std::string> RuntimeLinkArgs;
  /// Non-empty when the runtime was built with -fsanitize=<Sanitize>.
  std::string Sanitize;
  bool FromBuildTree = false;
};

/// Locates everything relative to this executable: from the build tree
/// (<build>/bin/nanocc) the build tree's plugin and library and the source
/// tree's headers; once installed (<prefix>/bin/nanocc) <prefix>/lib and
/// <prefix>/include.
Toolchain locateToolchain();

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_TOOLCHAIN_H
