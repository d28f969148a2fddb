//===- SystemBodySkipping.cpp - The analysis parse skips the bodies of system-header functions ===//
#include "SystemBodySkipping.h"
#include "NanoPragmaText.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/DeclBase.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendOptions.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdlib>
#include <cstring>

using namespace clang;

namespace nanoplugin {
namespace {

/// Whether \p Text names a `#pragma nano` or a `_Pragma("nano ...")`.
bool namesNanoPragma(llvm::StringRef Text) {
  return Text.contains("_Pragma(\"nano") || hasNanoPragmaLine(Text);
}

/// Skips a body when its function is declared in a system header whose text has
/// no `#pragma nano`: a pragma inside a skipped body would reach the translator
/// without its statement.
class SystemBodySkipper : public ASTConsumer {
public:
  explicit SystemBodySkipper(const SourceManager &SM) : SM(SM) {}
  bool shouldSkipFunctionBody(Decl *D) override {
    SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    if (!SM.isInSystemHeader(Loc))
      return false;
    FileID File = SM.getFileID(Loc);
    auto [It, New] = HasNanoPragma.try_emplace(File, false);
    if (New)
      It->second = namesNanoPragma(SM.getBufferData(File));
    return !It->second;
  }

private:
  const SourceManager &SM;
  llvm::DenseMap<FileID, bool> HasNanoPragma;
};

} // namespace

bool enableSystemBodySkipping(CompilerInstance &CI) {
  const char *Value = std::getenv("NANO_TRANSLATE_SKIP_SYSTEM_BODIES");
  if (Value && std::strcmp(Value, "0") == 0)
    return false;
  CI.getFrontendOpts().SkipFunctionBodies = true;
  return true;
}

std::unique_ptr<ASTConsumer> createSystemBodySkipper(CompilerInstance &CI) {
  return std::make_unique<SystemBodySkipper>(CI.getSourceManager());
}

} // namespace nanoplugin
