//===- StdAlgorithms.h - Standard algorithms over iterator ranges -*- C++ -*-===//
//
// std::sort(v.begin(), v.begin() + h), std::copy(a, a + n, b), ...: the
// sections of the buffers the iterators delimit, so a task running an
// algorithm on part of a container registers that part.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_STDALGORITHMS_H
#define NANOCC_STDALGORITHMS_H

#include "nanocc/Access.h"

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class LambdaExpr;
} // namespace clang

namespace nanocc {

/// The accesses of \p CE when it calls a standard algorithm whose memory is
/// the iterator ranges it is given (the table in StdAlgorithms.cpp) and every
/// range is placed (iteratorPosition; first and last in one buffer): the
/// ranges read, or read and written. Its other arguments are values,
/// standard function objects, or lambdas written in the call that capture
/// only arithmetic values by copy, name no variable with static storage and
/// call only standard functions (not pointers to functions of the program). False otherwise (the conservative default
/// applies).
bool standardAlgorithmAccesses(const clang::CallExpr *CE, clang::ASTContext &Ctx, AccessList &Out);

/// Whether \p CE calls a standard algorithm of that table: its iterator
/// arguments only read the containers they come from.
bool isStandardRangeAlgorithm(const clang::CallExpr *CE);

/// The lambda written as the call argument \p Arg (through the copy of its
/// closure into the parameter), or null.
const clang::LambdaExpr *lambdaWrittenAsArgument(const clang::Expr *Arg);

} // namespace nanocc

#endif
