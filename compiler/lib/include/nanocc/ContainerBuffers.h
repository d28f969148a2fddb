//===- ContainerBuffers.h - Element buffers of standard containers -*- C++ -*-===//
#ifndef NANOCC_CONTAINERBUFFERS_H
#define NANOCC_CONTAINERBUFFERS_H

#include "clang/AST/Type.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace nanocc {

struct MemRef;

/// A standard container whose elements live in one heap buffer of its own,
/// not inside the object (std::vector, std::basic_string): distinct such
/// containers, and such containers of distinct types, own disjoint buffers.
bool ownsHeapBuffer(clang::QualType T);

/// std::vector<bool>: its elements are bits packed into words, reached only
/// through proxy `reference` objects; it has no data().
bool isBitVector(clang::QualType T);

/// A heap-buffer container whose buffer is `[c.data(), c.data() + c.size())`:
/// not std::vector<bool>.
bool ownsElementBuffer(clang::QualType T);

/// A std::vector with an element buffer (not std::vector<bool>): finding an
/// element reads only its header (MemRef::ContainerHeader).
bool isElementVector(clang::QualType T);

/// An isElementVector with the standard allocator: its elements are a heap
/// allocation of its own, never inside a named variable (unless this file
/// replaces the global `operator new`; a replacement elsewhere is assumed to
/// allocate from the heap too).
bool isHeapElementVector(clang::QualType T);

/// Whether every buffer an object of type \p T owns, directly or through its
/// elements and fields (a std::vector of std::string, of std::array, of a
/// struct of std::vectors), comes from the standard allocator: none of them is
/// a named variable's storage. Arithmetic, pointer and enum values own none.
bool ownedBuffersFromHeap(clang::QualType T);

/// A container owning an element buffer, as an lvalue in the creator's scope.
struct ElementBufferOwner {
  std::string Lvalue;  ///< `(v)`, `(*p).v`, `(rows)[1]`
  std::string Pointer; ///< the pointer \p Lvalue goes through (may be null), or empty
};

/// The containers owning an element buffer that the registered range \p R
/// covers whole (the object itself, or fields of a record object), named in
/// the creator's scope (\p F is the creating function). Protocol:
/// a task registering such a container object also registers its buffer with
/// the same mode, so it is ordered with tasks that reach the elements through
/// `c.data()`, iterators or views; its creation reads the object (to evaluate
/// `c.data()` and `c.size()`), so the creator first waits for its writers.
std::vector<ElementBufferOwner> elementBufferOwners(const MemRef &R, const clang::FunctionDecl *F,
                                                    const clang::ASTContext &Ctx);

/// Whether an object of type \p T owns elements that registering the object
/// (with its element buffers, elementBufferOwners) does not cover: the nodes
/// of a std::list, map, set or unordered container, a deque's blocks, what
/// the elements of a std::vector own (its rows' buffers), in the object or in
/// its fields. Tasks reaching those elements through iterators, references or
/// pointers register their addresses, which never meet the object's bytes.
bool ownsUnregisteredElements(clang::QualType T);

/// A standard container whose own bytes hold no element (a std::vector, whose
/// elements are in its buffer; a list, map, set or deque, whose elements are
/// in nodes or blocks): finding an element or making an iterator reads only
/// its header (MemRef::ContainerHeader).
bool holdsNoElement(clang::QualType T);

/// A std::array: its elements are its own bytes, so finding one (`a[i]`,
/// `a.at(i)`) reads nothing.
bool holdsElementsInline(clang::QualType T);

/// An array or a standard container (vector, list, map, set, deque, array,
/// string, valarray) whose elements are distinct objects: a range-based for
/// over it binds its reference variable to another object in each iteration.
bool holdsDistinctElements(clang::QualType T);

/// `nano_access` operands of the element buffer of the container \p C.
std::string elementBufferOperands(const std::string &C);

} // namespace nanocc

#endif // NANOCC_CONTAINERBUFFERS_H
