//===- UnchangedField.h - Whether a statement changes one field of a variable -*- C++ -*-===//
#ifndef NANOCC_UNCHANGEDFIELD_H
#define NANOCC_UNCHANGEDFIELD_H

#include "llvm/ADT/StringRef.h"

namespace clang {
class Stmt;
class VarDecl;
} // namespace clang

namespace nanocc {

/// Whether \p S leaves the field \p Field of the struct variable \p V (not a
/// union, not a reference) as it was: every use of V in S reads it (as a whole,
/// or that field's value), or reaches another of its fields, which never
/// overlaps it (`b.pos[i] = i` leaves `b.mass`). Assigning V or the field,
/// taking the address of either, binding a reference to them: no.
bool leavesFieldUnchanged(const clang::Stmt *S, const clang::VarDecl *V, llvm::StringRef Field);

} // namespace nanocc

#endif // NANOCC_UNCHANGEDFIELD_H
