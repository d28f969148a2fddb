//===- ReferenceArguments.h - Arguments bound to non-const references -*- C++ -*-===//
#ifndef NANOCC_REFERENCEARGUMENTS_H
#define NANOCC_REFERENCEARGUMENTS_H

namespace clang {
class CallExpr;
class FieldDecl;
class ParmVarDecl;
class RecordDecl;
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

/// How many of \p Call's first arguments bind no parameter: 1 for the object
/// of a member operator call (`f(x)` on a closure or functor, `v[i]`, `a = b`),
/// whose arguments start with the object, else 0.
unsigned objectArguments(const clang::CallExpr *Call);

/// The parameter the argument \p I of \p Call binds to: null for the object of
/// a member operator call, an argument of `...` or a call with no known callee.
const clang::ParmVarDecl *parameterOfArgument(const clang::CallExpr *Call, unsigned I);

/// Whether the argument \p I of \p Call, a standard contiguous container
/// (std::vector, std::array, std::basic_string) bound to a non-const
/// reference parameter of a function whose body is in the file, keeps its
/// buffer: the body uses the parameter only to subscript it, to read its size
/// or to take pointers or iterators to its elements (`w[i] = x`, `w.size()`,
/// `w.data()`), so it may write elements but never reallocates, resizes or
/// replaces the container.
bool containerArgumentKeepsBuffer(const clang::CallExpr *Call, unsigned I);

/// The record a parameter gives a callee (not a standard or lambda class, not a
/// union): the object of a reference, the pointee of a pointer, or the
/// parameter itself passed by value (trivially copied: its pointers are the
/// argument's). Null for any other parameter.
const clang::RecordDecl *memberBufferRecord(const clang::ParmVarDecl *P);

/// A pointer field whose elements are arithmetic, not characters (`double
/// *data`): writing them cannot change the record's integer fields or pointers.
bool isElementPointerMember(const clang::FieldDecl *F);

/// Whether the argument \p I of \p Call (memberBufferRecord of its parameter,
/// the function's body in the file) keeps its member buffers and integer
/// fields: the body uses the parameter only to read an integer field (`g.w`,
/// `g->w`), to use an element pointer member (subscripted, dereferenced, offset
/// or passed to a call: `g->data[y * g->w + x]`, `fill(g->data + y, n)`), and,
/// not a copy, to subscript a vector member or read its size
/// (`g.cells[y * g.w + x] = v`, `g->cells.size()`), or to call a const member
/// function on it (`g.get(y, x)`: what that reaches is checked with the body's
/// accesses), so it may write elements of those members but changes nothing
/// else of the object.
bool recordArgumentKeepsMemberBuffers(const clang::CallExpr *Call, unsigned I);

/// Whether the argument \p I of \p Call binds a reference or pointer
/// parameter of a function whose body is in the file (not virtual) that only
/// loads the value it refers or points to, or its fields' (`o.x + a.x`,
/// `b->x`): the callee keeps no address of the argument's object.
bool argumentOnlyCopied(const clang::CallExpr *Call, unsigned I);

} // namespace nanocc

#endif // NANOCC_REFERENCEARGUMENTS_H
