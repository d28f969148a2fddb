//===- HTGEmitter.cpp - --emit-htg: the regions of a file as HTG JSON ------===//
#include "nanocc/HTGEmitter.h"

#include "htg/writer.hpp"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace nanocc {

bool emitHTG(htg::Document Doc, ASTContext &Ctx, const std::string &Path) {
  SourceManager &SM = Ctx.getSourceManager();
  std::string Stem = llvm::sys::path::stem(SM.getFileEntryRefForID(SM.getMainFileID())->getName()).str();
  for (char &C : Stem)
    if (!isalnum(static_cast<unsigned char>(C)) && C != '_') C = '_';
  if (Stem.empty() || isdigit(static_cast<unsigned char>(Stem[0]))) Stem = "f_" + Stem;
  Doc.name = Stem;
  Doc.language = Ctx.getLangOpts().CPlusPlus ? "c++" : "c";
  Doc.root.id = "root";
  Doc.root.kind = htg::NodeKind::compound;
  Doc.root.label = Stem;
  // The regions' arcs are computed in source order: regions that touch the
  // same data run one after the other, as a program calling them in that order.
  std::string Text = htg::write_document(Doc);
  if (Path == "-") {
    llvm::outs() << Text;
    return true;
  }
  // Written to a temporary next to the target and renamed: never half-written.
  std::string Temp = Path + ".tmp";
  std::error_code EC;
  {
    llvm::raw_fd_ostream OS(Temp, EC, llvm::sys::fs::OF_Text);
    if (!EC) {
      OS << Text;
      OS.close();
      if (OS.has_error()) EC = OS.error();
    }
  }
  if (!EC) EC = llvm::sys::fs::rename(Temp, Path);
  if (EC) {
    llvm::sys::fs::remove(Temp);
    unsigned ID = Ctx.getDiagnostics().getCustomDiagID(DiagnosticsEngine::Error,
                                                       "cannot write the HTG to '%0': %1");
    Ctx.getDiagnostics().Report(ID) << Path << EC.message();
    return false;
  }
  return true;
}

} // namespace nanocc
