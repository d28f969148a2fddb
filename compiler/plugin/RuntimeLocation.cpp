//===- RuntimeLocation.cpp - Where the runtime's headers are, seen from the plugin ===//
#include "RuntimeLocation.h"

#include "PluginPaths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

namespace nanoplugin {
namespace {

/// The real directory of the shared object this function is linked into.
std::string ownDirectory() {
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&ownDirectory), &Info) == 0 ||
      Info.dli_fname == nullptr)
    return {};
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Info.dli_fname, Real))
    return {};
  return llvm::sys::path::parent_path(Real).str();
}

bool sameDirectory(const std::string &A, const char *B) {
  llvm::SmallString<256> RealB;
  return !llvm::sys::fs::real_path(B, RealB) && A == RealB.str();
}

} // namespace

std::string findRuntimeIncludeDir() {
  std::string Dir = ownDirectory();
  if (Dir.empty() || sameDirectory(Dir, NANO_PLUGIN_BUILD_DIR))
    return NANO_RUNTIME_SOURCE_INCLUDE_DIR;
  llvm::SmallString<256> Installed(Dir);
  llvm::sys::path::append(Installed, NANO_INSTALL_LIB_TO_INCLUDE);
  llvm::sys::path::remove_dots(Installed, /*remove_dot_dot=*/true);
  return Installed.str().str();
}

} // namespace nanoplugin
