//===- HTGAccessText.h - A compile-time access in the HTG access syntax -*- C++ -*-===//
#ifndef NANOCC_HTGACCESSTEXT_H
#define NANOCC_HTGACCESSTEXT_H

#include "nanocc/Access.h"
#include "htg/model.hpp"

namespace clang {
class ASTContext;
}

namespace nanocc {

/// An HTG access for a compile-time access: the narrowest lvalue containing
/// its range that the analysis can place (`s.x`, `m[1][0:1000]`, `a[lo:len]`
/// in elements), else the whole base; false when the access has no named base.
bool htgAccessOf(const Access &A, const clang::ASTContext &Ctx, htg::Access &Out);

} // namespace nanocc

#endif
