//===- ReferenceArguments.h - Arguments bound to non-const references -*- C++ -*-===//
#ifndef NANOCC_REFERENCEARGUMENTS_H
#define NANOCC_REFERENCEARGUMENTS_H

namespace clang {
class CallExpr;
} // namespace clang

namespace nanocc {

/// Whether the argument \p I of \p Call, bound to a reference parameter that
/// is not const, is nevertheless only read: a temporary materialised for the
/// call (`v.push_back(i)` on a std::vector<long>: the `long&&` binds a
/// converted copy of `i`), or a scalar lvalue passed to a forwarding
/// reference of a standard library function that builds only scalars and
/// standard classes of scalars from it (`v.emplace_back(i)` on a
/// std::vector<int>, `std::make_pair(i, j)`).
bool referenceArgumentOnlyRead(const clang::CallExpr *Call, unsigned I);

} // namespace nanocc

#endif // NANOCC_REFERENCEARGUMENTS_H
