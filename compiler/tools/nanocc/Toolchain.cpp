//===- Toolchain.cpp - clang, the plugin and the runtime, as nanocc finds them ===//
#include "Toolchain.h"

#include "ToolchainPaths.h"

#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace nanocc::driver {
namespace {

fs::path canonicalOrSelf(const fs::path &P) {
  std::error_code Ec;
  fs::path C = fs::canonical(P, Ec);
  return Ec ? P : C;
}

} // namespace

Toolchain locateToolchain() {
  Toolchain T;
  T.Clang = NANOCC_CLANG;
  T.ClangXX = NANOCC_CLANGXX;
  T.RuntimeLinkArgs = {NANOCC_RUNTIME_LINK_ARGS};
  T.Sanitize = NANOCC_SANITIZE;

  fs::path BinDir = canonicalOrSelf("/proc/self/exe").parent_path();
  T.FromBuildTree = BinDir == canonicalOrSelf(NANOCC_BUILD_BIN_DIR);
  if (T.FromBuildTree) {
    T.RuntimeLibDir = NANOCC_BUILD_LIB_DIR;
    T.RuntimeIncludeDir = NANOCC_SOURCE_INCLUDE_DIR;
  } else {
    T.RuntimeLibDir = (BinDir / NANOCC_INSTALL_BIN_TO_LIB).lexically_normal().string();
    T.RuntimeIncludeDir =
        (BinDir / NANOCC_INSTALL_BIN_TO_INCLUDE).lexically_normal().string();
  }
  T.Plugin = (fs::path(T.RuntimeLibDir) / NANOCC_PLUGIN_FILE).string();
  return T;
}

} // namespace nanocc::driver
