//===- StaticLocals.cpp - Static locals registered through stand-ins ------===//
//
// Protocol: a static local is one object with a fixed address, shared by
// every call of its function, like a global; but only its function can name
// it, so neither a task calling that function nor the generated creation code
// can take its address. When the address never leaves the function
// (hasStaticStandIn), the object is reached only by name inside it, and one
// byte of a file-scope stand-in (`nano_static_<id>_`) keys it instead: every
// registration of it, in every function of the translation unit, is
// `nano_access(t, mode, &nano_static_<id>_, 1)`, so tasks that access it are
// ordered among themselves at run time exactly as tasks on one global are,
// and the creating function waits for them at compile time as for a global.
// The stand-in of a static local of a function with external linkage (an
// inline function or template in a header) is a weak definition named after
// the variable's mangled name: every translation unit keys the same object.
//
//===----------------------------------------------------------------------===//
#include "nanocc/StaticLocals.h"
#include "nanocc/AccessAnalysis.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/SourceManager.h"

#include <memory>

using namespace clang;

namespace nanocc {

bool hasStaticStandIn(const ValueDecl *V) {
  const auto *VD = dyn_cast_or_null<VarDecl>(V);
  if (!VD || !VD->isStaticLocal() || VD->getTLSKind() != VarDecl::TLS_None) return false;
  const auto *F = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
  if (!F || !F->getBody()) return false;
  return computeAliasFacts(F).Escaped.count(VD) == 0;
}

std::string staticStandInName(const VarDecl *VD) {
  ASTContext &Ctx = VD->getASTContext();
  std::string Id;
  if (Ctx.getLangOpts().CPlusPlus) {
    std::unique_ptr<MangleContext> Mangler(Ctx.createMangleContext());
    llvm::raw_string_ostream OS(Id);
    Mangler->mangleName(GlobalDecl(VD), OS);
  }
  // C (and any name that is not an identifier): function, variable, position.
  if (Id.empty() || Id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") !=
                        std::string::npos) {
    const auto *F = cast<FunctionDecl>(VD->getParentFunctionOrMethod());
    PresumedLoc PL = Ctx.getSourceManager().getPresumedLoc(
        Ctx.getSourceManager().getExpansionLoc(VD->getLocation()));
    // A lambda's `operator()`, an operator: the function's name is no identifier.
    std::string Function = F->getDeclName().isIdentifier() ? F->getNameAsString() : "operator";
    Id = Function + "_" + VD->getNameAsString() + "_" +
         (PL.isValid() ? std::to_string(PL.getLine()) + "_" + std::to_string(PL.getColumn()) : "0");
  }
  return "nano_static_" + Id + "_";
}

std::string staticStandInDefinition(const VarDecl *VD) {
  std::string Linkage = VD->isExternallyVisible() ? "__attribute__((weak, unused)) " : "static __attribute__((unused)) ";
  return Linkage + "char " + staticStandInName(VD) + ";\n";
}

} // namespace nanocc
