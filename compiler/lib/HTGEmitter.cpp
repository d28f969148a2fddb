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

namespace {

/// \p Code with each `#pragma` line (continuations joined) written as the
/// operator `_Pragma("...")`: a node's code is one statement, which holds no
/// preprocessor directive, and a directive nested in it (`#pragma nano loop`
/// in an `if` of the block) still applies where the document is compiled.
std::string pragmasAsOperators(const std::string &Code) {
  std::string Out;
  for (size_t At = 0; At < Code.size();) {
    size_t End = Code.find('\n', At);
    std::string Line = Code.substr(At, End == std::string::npos ? std::string::npos : End - At);
    At = End == std::string::npos ? Code.size() : End + 1;
    size_t Hash = Line.find_first_not_of(" \t");
    size_t Word = Hash == std::string::npos || Line[Hash] != '#' ? std::string::npos : Line.find_first_not_of(" \t", Hash + 1);
    if (Word == std::string::npos || Line.compare(Word, 6, "pragma") != 0 ||
        (Word + 6 < Line.size() && !isspace(static_cast<unsigned char>(Line[Word + 6])))) {
      Out += Line + (End == std::string::npos ? "" : "\n");
      continue;
    }
    std::string Directive = Line.substr(Word + 6);
    while (!Directive.empty() && Directive.back() == '\\' && At < Code.size()) { // a continued line
      Directive.pop_back();
      size_t Next = Code.find('\n', At);
      Directive += Code.substr(At, Next == std::string::npos ? std::string::npos : Next - At);
      End = Next;
      At = Next == std::string::npos ? Code.size() : Next + 1;
    }
    size_t First = Directive.find_first_not_of(" \t"), Last = Directive.find_last_not_of(" \t\r");
    Directive = First == std::string::npos ? "" : Directive.substr(First, Last - First + 1);
    std::string Quoted;
    for (char C : Directive) {
      if (C == '\\' || C == '"') Quoted += '\\';
      Quoted += C;
    }
    Out += Line.substr(0, Hash) + "_Pragma(\"" + Quoted + "\")" + (End == std::string::npos ? "" : "\n");
  }
  return Out;
}

void rewriteNestedPragmas(htg::Node &N) {
  if (N.code.find("pragma") != std::string::npos) N.code = pragmasAsOperators(N.code);
  for (htg::Node &C : N.children) rewriteNestedPragmas(C);
  for (htg::Node &B : N.body) rewriteNestedPragmas(B);
}

} // namespace

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
  rewriteNestedPragmas(Doc.root);
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
