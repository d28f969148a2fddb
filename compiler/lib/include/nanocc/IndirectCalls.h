//===- IndirectCalls.h - Functions a call through a pointer may reach -*- C++ -*-===//
//
// A call through a function pointer (`table[k](n)`, `f(x)`, `(*f)(x)`) reaches
// one of the functions whose address the program takes. When the file defines
// `main` and no function pointer can enter it from code it cannot see (a
// function declared without a body, or a library function, returning or filling
// one; an `extern` variable holding one; a cast making one from a `void *`; a
// lambda converted to one), those are the functions the file names outside a
// direct call, and calling one through a pointer of another type is undefined,
// so the call reaches the named functions of the pointer's type. Otherwise, or
// when none of them has the pointer's type, the targets are unknown.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_INDIRECTCALLS_H
#define NANOCC_INDIRECTCALLS_H

#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace nanocc {

class IndirectCallTargets {
public:
  /// Scans the file's code (not system headers) for functions whose address it takes.
  void build(clang::ASTContext &Ctx);
  /// The functions the call \p CE (without a direct callee) may reach, or
  /// false when they are not known.
  bool targetsOf(const clang::CallExpr *CE, clang::ASTContext &Ctx,
                 std::vector<const clang::FunctionDecl *> &Out) const;

private:
  bool Known = false;
  std::vector<const clang::FunctionDecl *> AddressTaken;
};

} // namespace nanocc

#endif
